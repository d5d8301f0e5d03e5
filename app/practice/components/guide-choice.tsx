import { Link } from "@remix-run/react";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { GuideMode } from "../run/state";

type Guide = { audioSrc: string; invitation: string };

/** A tool with a recorded guide first asks how to live it; 'audio' plays the guide (the 9 marches). */
export function GuideScreen({
  name,
  guide,
  mode,
  onChoose,
}: {
  name: string;
  guide: Guide;
  mode: GuideMode | null;
  onChoose: (mode: GuideMode) => void;
}) {
  const choose = (next: GuideMode) => (e: React.MouseEvent) => (e.preventDefault(), onChoose(next));
  if (mode === "audio") {
    return (
      <div className="mx-auto max-w-2xl">
        <div className="card">
          <h1 className="font-serif text-2xl text-encre-900">{name}</h1>
          <p className="mt-3 text-encre-700">{guide.invitation}</p>
          <audio controls preload="metadata" src={guide.audioSrc} className="mt-6 w-full" data-testid="guide-audio">
            <track kind="captions" />
          </audio>
          <div className="mt-6 flex flex-wrap gap-2">
            <Link to="?mode=written" className="btn-secondary" onClick={choose("written")}>
              {M.guideWritten}
            </Link>
            <Link to="/practice" className="btn-ghost">
              {M.back}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900">{name}</h1>
        <p className="mt-3 text-encre-700">{M.guideChoiceTitle}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to="?mode=audio" className="btn-primary" onClick={choose("audio")}>
            {M.guideAudio}
          </Link>
          <Link to="?mode=written" className="btn-secondary" onClick={choose("written")}>
            {M.guideWritten}
          </Link>
        </div>
      </div>
    </div>
  );
}
