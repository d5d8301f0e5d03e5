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
