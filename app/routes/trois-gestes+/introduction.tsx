/** /trois-gestes/introduction: where every start of Les 3 Gestes lands (spec 2 §2). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { INTRODUCTION } from "~/practice/content/trois-gestes";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Introduction · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Le conflit, le rejet, le mépris, et leurs gestes transformés\u00a0: une introduction aux 3 Gestes.",
};

export default function TroisGestesIntroduction() {
  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/tools" className="link text-sm">
        ← Retour au catalogue
      </Link>
      <article className="card mt-3">
        <h1 className="font-serif text-3xl text-encre-900">{INTRODUCTION.title}</h1>
        <img
          src="/images/trois-gestes.svg"
          alt={INTRODUCTION.imageAlt}
          width={640}
          height={360}
          className="mt-4 h-auto w-full rounded-2xl"
        />
        <div className="mt-4 space-y-3 text-encre-700">
          {INTRODUCTION.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ProfessionalHelpNote className="mt-4" />
        <Link to="/practice/trois-gestes" className="btn-primary mt-6">
          {INTRODUCTION.start}
        </Link>
      </article>
    </div>
  );
}
