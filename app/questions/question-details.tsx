import { Link } from "@remix-run/react";
import { AudioPlayer } from "~/audio/audio-player";
import type { AudioView } from "~/audio/source";
import { formatLongDateTime } from "~/utils/dates";
import { QUESTION_MESSAGES as M } from "./messages";

export type ShownAnswer = {
  createdAt: string | null;
  text: string | null;
  audio: AudioView;
};

/**
 * The open part of a question, the same on the account and on the device: its recording, the
 * practice it came from, and the answer once there is one (otherwise `answerForm`).
 */
export function QuestionDetails(props: {
  questionAudio: AudioView;
  practiceSummary: string | null | undefined;
  practiceSessionId: string | null | undefined;
  answer: ShownAnswer | null;
  answerForm: React.ReactNode;
}) {
  const { answer } = props;
  return (
    <>
      <AudioPlayer view={props.questionAudio} label="Question vocale" reportPlayErrors />
      {props.practiceSummary ? (
        <p className="whitespace-pre-wrap rounded-lg bg-sable-100 p-3 text-sm text-encre-700">{props.practiceSummary}</p>
      ) : null}
      {props.practiceSessionId ? (
        <Link to={`/history/${props.practiceSessionId}`} className="link text-sm">
          {M.seeDetails}
        </Link>
      ) : null}
      {answer ? (
        <div className="rounded-xl border border-sauge-500/30 bg-sauge-100/60 p-3">
          <p className="text-xs font-semibold text-sauge-700">
            Ma réponse
            {answer.createdAt ? ` · ${formatLongDateTime(answer.createdAt)}` : ""}
          </p>
          {answer.text ? <p className="mt-1 whitespace-pre-wrap text-encre-900">{answer.text}</p> : null}
          <AudioPlayer view={answer.audio} label="Ma réponse vocale" reportPlayErrors className="mt-2" />
        </div>
      ) : (
        props.answerForm
      )}
    </>
  );
}

/** The closed line of a question: its badges, its words and its date. */
export function QuestionSummary(props: { blocked: boolean; answered: boolean; question: string; date: string }) {
  return (
    <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 p-4 sm:p-5">
      <span className={`badge ${props.blocked ? "bg-terre-400/20 text-terre-700" : "bg-sable-200 text-encre-700"}`}>
        {props.blocked ? M.blocked : M.question}
      </span>
      {props.answered ? <span className="badge bg-sauge-100 text-sauge-700">{M.answered}</span> : null}
      <span className="min-w-0 flex-1 basis-full whitespace-pre-wrap font-medium text-encre-900 sm:basis-auto">{props.question}</span>
      <span className="text-xs text-encre-700">{formatLongDateTime(props.date)}</span>
    </summary>
  );
}
