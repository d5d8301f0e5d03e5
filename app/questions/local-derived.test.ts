import { describe, expect, it } from "vitest";
import type { LocalPractice, LocalQuestion } from "~/device/local-store";
import { derivedQuestions, deviceQuestions } from "./local-derived";

const bilan = (id: string, extra: Partial<LocalPractice> = {}): LocalPractice =>
  ({
    id,
    tool_id: "",
    tool_name: "Les 3 Gestes",
    status: "completed",
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    completed_at: "2026-03-01T10:30:00.000Z",
    current_step: 0,
    responses: { misere: "…", question_restante: "Pourquoi cette fatigue ?" } as unknown as LocalPractice["responses"],
    audioRecordings: { question_restante: { base64: "AAAA", type: "audio/webm" } },
    ...extra,
  }) as LocalPractice;

describe("questions derived from device practices (spec 3 §3)", () => {
  it("takes a practice's question_restante with its recording, tool defaulting to trois-gestes", () => {
    expect(derivedQuestions([bilan("local-1")], [])).toEqual([
      expect.objectContaining({
        question: "Pourquoi cette fatigue ?",
        questionAudioUrl: "data:audio/webm;base64,AAAA",
        toolId: "trois-gestes",
        practice_session_id: "local-1",
        has_response: false,
      }),
    ]);
  });

  it("needs both the text and a recording", () => {
    expect(derivedQuestions([bilan("local-1", { audioRecordings: {} })], [])).toEqual([]);
    expect(
      derivedQuestions([bilan("local-1", { responses: { question_restante: " " } as unknown as LocalPractice["responses"] })], []),
    ).toEqual([]);
  });

  it("is not repeated once kept in practice_questions", () => {
    const kept = [
      { question: "Pourquoi cette fatigue ?", practice_session_id: "local-1", date: "2026-03-02T00:00:00.000Z" } as LocalQuestion,
    ];
    expect(derivedQuestions([bilan("local-1")], kept)).toEqual([]);
    expect(deviceQuestions([bilan("local-1"), bilan("local-2")], kept).map((q) => [q.practice_session_id, q.derived])).toEqual([
      ["local-1", false],
      ["local-2", true],
    ]);
  });
});
