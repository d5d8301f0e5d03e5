import { frenchTypography } from "~/utils/typography";
import { describe, expect, it } from "vitest";
import {
  bilanActText,
  bilanQuestion,
  bilanRows,
  bilanSummary,
  deviceBilanAnswers,
  localBilanRecord,
  readBilanForm,
  readWrittenData,
  validateBilan,
  type VoiceKey,
} from "./bilan";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const written = {
  practiceType: "written",
  selectedGesture: "mepris",
  mepris_qui: "Mon chef",
  mepris_meprise: "Mon travail",
  mepris_situation: "La réunion d'hier",
  reconnaissance_beaute: "Le soin que j'y ai mis",
  reconnaissance_bon: "Ma persévérance",
  conflit_qui: "ne doit pas passer",
};

describe("the written practice's data", () => {
  it("keeps the chosen gesture and only its fields", () => {
    const data = readWrittenData(form(written));
    expect(data.selectedGesture).toBe("mepris");
    expect(Object.keys(data.answers)).toEqual([
      "mepris_qui",
      "mepris_meprise",
      "mepris_situation",
      "reconnaissance_beaute",
      "reconnaissance_bon",
    ]);
  });
  it("ignores an unknown gesture", () => {
    expect(readWrittenData(form({ selectedGesture: "colere", colere_qui: "x" }))).toEqual({ selectedGesture: null, answers: {} });
  });
});

describe("bilan validation: Réponses incomplètes", () => {
  it("refuses a bilan with none of the three reflections", () => {
    const input = readBilanForm(form({ practiceType: "guided", acte_concret: "Marcher", question_restante: "Pourquoi ?" }));
    expect(validateBilan(input)).toEqual({
      title: "Réponses incomplètes",
      message: "Veuillez remplir au moins une des questions de réflexion.",
    });
  });
  it("accepts one written reflection, or one spoken", () => {
    expect(validateBilan(readBilanForm(form({ beaute: "La lumière du matin" })))).toBeNull();
    expect(validateBilan(readBilanForm(form({})), new Set<VoiceKey>(["enseignement"]))).toBeNull();
  });
  it("does not count blanks", () => {
    expect(validateBilan(readBilanForm(form({ misere: "   \n " })))).not.toBeNull();
  });
});

describe("the act of the bilan", () => {
  it("is composed only when its four fields are filled", () => {
    const full = readBilanForm(
      form({ acte_concret: "Appeler une amie", acte_where: "Chez moi", acte_when: "Ce soir", acte_how: "Avec douceur" }),
    );
    expect(bilanActText(full)).toBe("Appeler une amie\nOù\u202f? Chez moi\nQuand\u202f? Ce soir\nComment\u202f? Avec douceur");
    expect(bilanActText(readBilanForm(form({ acte_concret: "Appeler", acte_where: "Chez moi", acte_when: "Ce soir" })))).toBeNull();
  });
});

describe("the step numbers of a saved bilan", () => {
  it("give 1-5 to the bilan and 10+ to the written practice, all distinct", () => {
    const input = readBilanForm(
      form({ ...written, misere: "La honte", enseignement: "Me respecter", question_restante: "Comment oser ?" }),
    );
    const rows = bilanRows(input);
    expect(rows.map((r) => [r.stepNumber, r.stepTitle])).toEqual([
      [1, "Misère"],
      [3, "Enseignement"],
      [5, "Question restante"],
      [10, "Geste du jour"],
      [11, frenchTypography("Qui a méprisé, ou qui a été méprisé ?")],
      [12, frenchTypography("Qu'est-ce qui a été méprisé ? Une personne, un travail, une qualité, un rêve…")],
      [13, frenchTypography("Dans quelle situation ? Que s'est-il passé ?")],
      [14, frenchTypography("Quelle beauté pouvez-vous reconnaître dans ce qui a été méprisé ?")],
      [15, frenchTypography("Quel bon, quelle valeur reconnaissez-vous, en vous ou chez l'autre ?")],
    ]);
    expect(new Set(rows.map((r) => r.stepNumber)).size).toBe(rows.length);
    expect(rows.find((r) => r.stepNumber === 10)!.text).toBe("Le mépris → La reconnaissance");
  });
  it("keep a spoken-only answer as a row with its recording", () => {
    const rows = bilanRows(readBilanForm(form({ practiceType: "guided" })), new Set<VoiceKey>(["beaute", "question_restante"]));
    expect(rows).toEqual([
      { stepNumber: 2, stepTitle: "Beauté", text: null, voice: "beaute" },
      { stepNumber: 5, stepTitle: "Question restante", text: null, voice: "question_restante" },
    ]);
  });
  it("never carry the written answers of a guided practice", () => {
    const rows = bilanRows(readBilanForm(form({ ...written, practiceType: "guided", misere: "x" })));
    expect(rows.map((r) => r.stepNumber)).toEqual([1]);
  });
});

describe("the remaining question", () => {
  it("is saved only when not empty, 'Question vocale' when spoken", () => {
    expect(bilanQuestion(readBilanForm(form({ question_restante: "  " })))).toBeNull();
    expect(bilanQuestion(readBilanForm(form({})), new Set<VoiceKey>(["question_restante"]))).toBe("Question vocale");
    expect(bilanQuestion(readBilanForm(form({ question_restante: "Pourquoi moi ?" })))).toBe("Pourquoi moi ?");
  });
  it("carries a summary of the other answers, 200 characters each followed by '...'", () => {
    const rows = bilanRows(readBilanForm(form({ misere: "a".repeat(250), beaute: "Le ciel", question_restante: "Q" })));
    expect(bilanSummary(rows)).toBe(`${"a".repeat(200)}...\nLe ciel...`);
  });
});

describe("the device record of a visitor's bilan", () => {
  it("keeps responses as an object keyed by the spec's names, with the practice data", () => {
    const input = readBilanForm(form({ ...written, misere: "La honte" }));
    const record = localBilanRecord(input, "local-1", new Date("2026-11-23T10:00:00Z"), { misere: { base64: "AA", type: "audio/webm" } });
    expect(record).toMatchObject({
      id: "local-1",
      tool_id: "trois_gestes_written",
      tool_name: "Les 3 Gestes",
      status: "completed",
      completed_at: "2026-11-23T10:00:00.000Z",
      responses: {
        misere: "La honte",
        beaute: "",
        enseignement: "",
        acte_concret: "",
        acte_where: "",
        acte_when: "",
        acte_how: "",
        question_restante: "",
      },
      audioRecordings: { misere: { base64: "AA", type: "audio/webm" } },
      practiceData: { practiceType: "written", selectedGesture: "mepris" },
    });
    expect(localBilanRecord(readBilanForm(form({})), "local-2", new Date()).tool_id).toBe("trois-gestes");
  });
});

describe("a device bilan in the history", () => {
  it("shows each answer under its title, with its recording, then the written practice", () => {
    const input = readBilanForm(form({ ...written, misere: "La honte", acte_concret: "Marcher", acte_where: "Au parc" }));
    const record = localBilanRecord(input, "local-1", new Date(), { question_restante: { base64: "QQ", type: "audio/webm" } });
    const answers = deviceBilanAnswers(record);
    expect(answers.map((a) => [a.stepNumber, a.stepTitle])).toEqual([
      [1, "Misère"],
      [4, "Acte concret"],
      [5, "Question restante"],
      [10, "Geste du jour"],
      [11, frenchTypography("Qui a méprisé, ou qui a été méprisé ?")],
      [12, frenchTypography("Qu'est-ce qui a été méprisé ? Une personne, un travail, une qualité, un rêve…")],
      [13, frenchTypography("Dans quelle situation ? Que s'est-il passé ?")],
      [14, frenchTypography("Quelle beauté pouvez-vous reconnaître dans ce qui a été méprisé ?")],
      [15, frenchTypography("Quel bon, quelle valeur reconnaissez-vous, en vous ou chez l'autre ?")],
    ]);
    // An act with some of its four fields shows its description, as the account's history does.
    expect(answers.find((a) => a.stepNumber === 4)!.text).toBe("Marcher");
    expect(answers.find((a) => a.stepTitle === "Question restante")).toMatchObject({
      text: null,
      audio: { base64: "QQ", type: "audio/webm" },
    });
  });
  it("survives a damaged record", () => {
    expect(deviceBilanAnswers({ responses: "x", audioRecordings: 3, practiceData: null })).toEqual([]);
  });
});
