import { describe, expect, it } from "vitest";
import { audioView, downloadName, isInvalidAudioValue, isReportablePlayError, problemMessage } from "./source";

describe("audio sources (spec 3 §5)", () => {
  it("ignores 'local_audio' and paths containing undefined or null", () => {
    expect(isInvalidAudioValue("local_audio")).toBe(true);
    expect(isInvalidAudioValue("u1/undefined/step_1.webm")).toBe(true);
    expect(isInvalidAudioValue("u1/null/step_1.webm")).toBe(true);
    expect(isInvalidAudioValue("")).toBe(true);
    expect(isInvalidAudioValue("u1/s1/step_1_1.webm")).toBe(false);
  });

  it("gives no player without a recording, and says why when a recording cannot play", () => {
    expect(audioView(null, null)).toEqual({ src: null, problem: null });
    expect(audioView("local_audio", null)).toEqual({ src: null, problem: "source" });
    expect(audioView("u1/s1/a.webm", null)).toEqual({ src: null, problem: "load" });
    expect(audioView("u1/s1/a.webm", "/audio/play?key=x")).toEqual({ src: "/audio/play?key=x", problem: null });
    expect(audioView("data:audio/webm;base64,AAAA", "data:audio/webm;base64,AAAA").src).toBe("data:audio/webm;base64,AAAA");
    expect(audioView("x", "javascript:alert(1)")).toEqual({ src: null, problem: "load" });
  });

  it("words each failure as the catalogue does (§8)", () => {
    expect(problemMessage("load")).toBe("Impossible de charger l'enregistrement vocal");
    expect(problemMessage("source")).toBe("Source audio invalide ou manquante");
  });

  it("does not report an interrupted playback", () => {
    expect(isReportablePlayError(new DOMException("interrupted", "AbortError"))).toBe(false);
    expect(isReportablePlayError(new DOMException("no source", "NotSupportedError"))).toBe(true);
  });

  it("names the download after the recording's type", () => {
    expect(downloadName("audio/ogg")).toBe("enregistrement.ogg");
    expect(downloadName("audio/webm;codecs=opus")).toBe("enregistrement.webm");
    expect(downloadName(null)).toBe("enregistrement.webm");
  });
});
