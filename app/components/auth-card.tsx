import { Link } from "@remix-run/react";
import { FormAlert } from "./forms/field";

export function AuthCard({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-encre-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** "Vérifiez votre boîte mail": the screen after a link was e-mailed (recovery, one-time sign-in). */
export function EmailSentCard({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title="Vérifiez votre boîte mail">
      <FormAlert tone="success" title={title} message={message} />
      <p className="mt-4 text-sm">
        <Link to="/auth/login" className="link">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
