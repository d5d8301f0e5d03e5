/**
 * The scripts of the guided practice's seven steps: the text the audio files were made from
 * (decision 0061), shown under the player so that a person without sound can follow.
 */
import etape1 from "~/practice/content/trois-gestes-guide/etape-1.txt?raw";
import etape2 from "~/practice/content/trois-gestes-guide/etape-2.txt?raw";
import etape3 from "~/practice/content/trois-gestes-guide/etape-3.txt?raw";
import etape4 from "~/practice/content/trois-gestes-guide/etape-4.txt?raw";
import etape5 from "~/practice/content/trois-gestes-guide/etape-5.txt?raw";
import etape6 from "~/practice/content/trois-gestes-guide/etape-6.txt?raw";
import etape7 from "~/practice/content/trois-gestes-guide/etape-7.txt?raw";

/** Paragraphs of each step, without the spoken title line; "31 14" (said for the synthesiser) reads 3114. */
export const GUIDED_TRANSCRIPTS: string[][] = [etape1, etape2, etape3, etape4, etape5, etape6, etape7].map((script) =>
  script
    .split(/\n\s*\n/)
    .slice(1)
    .map((paragraph) =>
      paragraph
        .replace(/\s*\n\s*/g, " ")
        .replace(/31 14/g, "3114")
        .trim(),
    )
    .filter(Boolean),
);
