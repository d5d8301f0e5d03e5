import { describe, expect, it } from "vitest";
import { OGG_HEADER, WEBM_HEADER, audioBytes } from "../../tests/support/audio";
import { checkAudio, inspectAudio, listedAudioType, sniffAudioType } from "./validation";

const text = (value: string) => new TextEncoder().encode(value);

describe("audio types: an exact list, never the client's string", () => {
  it("map what recorders declare to one listed type", () => {
    expect(listedAudioType("audio/webm;codecs=opus")).toBe("audio/webm");
    expect(listedAudioType('audio/webm; codecs="opus"')).toBe("audio/webm");
    expect(listedAudioType("AUDIO/OGG")).toBe("audio/ogg");
    expect(listedAudioType("audio/x-m4a")).toBe("audio/mp4");
    expect(listedAudioType("audio/mp3")).toBe("audio/mpeg");
    expect(listedAudioType("audio/x-wav")).toBe("audio/wav");
  });
  it.each([
    "audio/webm, text/html",
    "audio/webm,text/html",
    "audio/webm;codecs=opus, text/html",
    "audio/webm;x=<script>",
    "audio/svg+xml",
    "audio/html",
    "audio/",
    "text/html",
    "text/plain",
    "image/svg+xml",
    "video/webm",
    "application/octet-stream",
    "",
    " ",
    "audio/webm\ntext/html",
    "constructor",
    "__proto__",
  ])("refuse %j", (declared) => {
    expect(listedAudioType(declared)).toBeNull();
    expect(checkAudio(declared, 10)?.status).toBe(415);
  });
  it("refuse a missing type", () => {
    expect(listedAudioType(null)).toBeNull();
    expect(listedAudioType(undefined)).toBeNull();
  });
});

describe("audio bytes: the file's first bytes must be audio", () => {
  it("recognise real WebM and Ogg headers", () => {
    expect(sniffAudioType(WEBM_HEADER)).toBe("audio/webm");
    expect(sniffAudioType(OGG_HEADER)).toBe("audio/ogg");
  });
  it("recognise MP3 (ID3 and frame sync), AAC, MP4 and WAV", () => {
    expect(sniffAudioType(Uint8Array.from([0x49, 0x44, 0x33, 4, 0]))).toBe("audio/mpeg");
    expect(sniffAudioType(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]))).toBe("audio/mpeg");
    expect(sniffAudioType(Uint8Array.from([0xff, 0xf1, 0x50, 0x80]))).toBe("audio/aac");
    expect(sniffAudioType(Uint8Array.from([0, 0, 0, 0x20, ...text("ftypM4A ")]))).toBe("audio/mp4");
    expect(sniffAudioType(Uint8Array.from([...text("RIFF"), 0x24, 0, 0, 0, ...text("WAVEfmt ")]))).toBe("audio/wav");
  });
  it.each([
    ["an HTML page", text("<!doctype html><script>fetch('/questions')</script>")],
    ["HTML after spaces", text("   <html>")],
    ["an SVG image", text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["plain text", text("pas un son")],
    ["an empty file", new Uint8Array(0)],
    ["a RIFF that is not WAVE", Uint8Array.from([...text("RIFF"), 0, 0, 0, 0, ...text("AVI ")])],
    ["a PDF", text("%PDF-1.7")],
  ])("refuse %s", (_name, bytes) => {
    expect(sniffAudioType(bytes)).toBeNull();
    expect(inspectAudio("audio/webm", bytes).ok).toBe(false);
  });
  it("store the type the bytes show, not the one declared", () => {
    expect(inspectAudio("audio/webm", audioBytes(64, OGG_HEADER))).toEqual({ ok: true, type: "audio/ogg" });
    expect(inspectAudio("audio/webm;codecs=opus", audioBytes(64))).toEqual({ ok: true, type: "audio/webm" });
  });
  it("refuse a smuggled type even with real audio bytes", () => {
    const result = inspectAudio("audio/webm, text/html", audioBytes(64));
    expect(result.ok).toBe(false);
  });
  it("say why in French", () => {
    const result = inspectAudio("audio/webm", text("<html>"));
    expect(result).toEqual({
      ok: false,
      refusal: expect.objectContaining({
        status: 415,
        title: "Format non pris en charge",
        message: "Seuls les fichiers audio sont acceptés.",
      }),
    });
  });
});
