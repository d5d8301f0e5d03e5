import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { LOCAL_EVENTS, LOCAL_KEYS } from "~/device/local-store";
import type { DescriptionHandle } from "~/utils/page-description";

// The embedded list (recorder, player, checks) loads only for a visitor who has questions on this
// device: the home page of everyone else ships none of it.
const LocalQuestions = lazy(() => import("~/questions/local-questions").then((module) => ({ default: module.LocalQuestions })));

export const meta: MetaFunction = () => [{ title: "Rendez-vous intérieur — pratiques guidées et entraide" }];

export const handle: DescriptionHandle = {
  description: "Des pratiques guidées pas à pas pour les jours difficiles, un carnet personnel et une communauté d'entraide.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await readWithSession(context.db, context.cloudflare.env, request)).user) throw redirect("/dashboard");
  return null;
}

const FEATURES = [
  {
    title: "Des pratiques guidées",
    text: "Quatorze outils pas à pas pour traverser la peur, la critique, le regret ou la jalousie, à l'écrit ou à voix haute.",
  },
  { title: "Votre carnet personnel", text: "Votre historique, vos questions, vos actes et vos mots d'amour, gardés pour vous seul." },
  { title: "Une communauté d'entraide", text: "Un forum et un chat en direct pour demander de l'aide et en offrir." },
];

export default function Home() {
  return (
    <div className="space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-sable-100 via-sable-50 to-sauge-100 px-6 py-10 text-center sm:px-12 sm:py-16">
        <h1 className="font-serif text-3xl text-encre-900 sm:text-5xl">Prenez rendez-vous avec vous-même</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-encre-700">
          Un jour difficile&#8239;? Choisissez une pratique, avancez à votre rythme, et gardez une trace de ce qui se transforme.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/auth/signup" className="btn-primary px-6 py-3 text-base">
            Créer un compte
          </Link>
          <Link to="/auth/login" className="btn-secondary px-6 py-3 text-base">
            Se connecter
          </Link>
        </div>
        <p className="mt-4 text-sm text-encre-700">
          Ou{" "}
          <Link to="/practice" className="link">
            commencer une pratique sans compte
          </Link>
          &nbsp;: vos réponses restent alors sur cet appareil.
        </p>
      </section>
      <section className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="card">
            <h2 className="font-semibold text-encre-900">{feature.title}</h2>
            <p className="mt-2 text-sm text-encre-700">{feature.text}</p>
          </div>
        ))}
      </section>
      {/* Mes questions is also embedded here (spec 3 §2): a visitor's questions kept on this device. */}
      <EmbeddedQuestions />
    </div>
  );
}

/** Questions live in practice_questions, and also come from device practices (their open question). */
function hasDeviceQuestions(): boolean {
  try {
    return [LOCAL_KEYS.questions, LOCAL_KEYS.practices].some((key) => (localStorage.getItem(key) ?? "[]").trim() !== "[]");
  } catch {
    return false;
  }
}

function EmbeddedQuestions() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(hasDeviceQuestions());
    check();
    window.addEventListener(LOCAL_EVENTS.questions, check);
    window.addEventListener(LOCAL_EVENTS.practices, check);
    return () => {
      window.removeEventListener(LOCAL_EVENTS.questions, check);
      window.removeEventListener(LOCAL_EVENTS.practices, check);
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LocalQuestions heading="Mes questions" linkToPage />
    </Suspense>
  );
}
