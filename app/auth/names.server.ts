/**
 * Names nobody can copy (issue 41 §6, decision 0322). A pseudo's skeleton is what it looks like:
 * NFKC, lower case, then Unicode's confusable mapping (UTS #39, `confusables.txt`, shipped by the
 * `unhomoglyph` package: nothing is downloaded at run time), lower case again. Two pseudos with one
 * skeleton look alike (`cаmille` with a Cyrillic а and `camille`); the unique column refuses the
 * second. Server only: the mapping is 6,000 entries.
 */
import { and, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import CONFUSABLES from "unhomoglyph/data.json";
import { profiles, users } from "#db/schema";
import type { Role } from "./roles";
import { HELP_COUNTRIES } from "~/care/countries";
import type { Db } from "~/utils/db.server";
import { withFrenchTypography } from "~/utils/typography";

const MAP = CONFUSABLES as Record<string, string>;

function mapConfusables(text: string): string {
  let out = "";
  for (const char of text.normalize("NFD")) out += MAP[char] ?? char;
  return out.normalize("NFD");
}

/**
 * The skeleton of a name. Lower-cased first, as pseudos are unique regardless of case; the mapping's
 * prototypes include capitals (`0` → `O`), so it is lower-cased again and mapped once more.
 * The migration 0010 computes the same thing in SQL for ASCII pseudos.
 */
export function nameSkeleton(name: string): string {
  return mapConfusables(mapConfusables(name.normalize("NFKC").toLowerCase()).toLowerCase());
}

/**
 * A name's skeletons: the one above, and the one read before case is folded, where a capital takes its
 * own look-alike (« camiIle », a capital i, reads « camille »; folded first it would read « camiile »).
 * Both are stored (`users.username_skeleton`, `users.username_skeleton_cased`, each unique), and a new
 * name is checked with both against both.
 */
export function nameSkeletons(name: string): string[] {
  return [...new Set([nameSkeleton(name), casedSkeleton(name)])];
}

/** The second skeleton alone, stored as `users.username_skeleton_cased`. */
export function casedSkeleton(name: string): string {
  return nameSkeleton(mapConfusables(name.normalize("NFKC")));
}

/** A pseudo row whose stored skeletons (either one) hold any of `skeletons`. */
export function skeletonsTaken(skeletons: string[]) {
  return or(inArray(users.usernameSkeleton, skeletons), inArray(users.usernameSkeletonCased, skeletons))!;
}

/**
 * The numbers of the help lines the app gives, of three digits or more (« 3114 », « 112 », « 988 »):
 * a name may not carry one as a word, so that nobody in the forum or the chat passes for a help line.
 */
const HELP_NUMBERS = new Set(
  HELP_COUNTRIES.flatMap((country) => country.lines.map((line) => line.tel)).filter((tel) => /^\d{3,}$/.test(tel)),
);

/** Whether a name carries a help line's number as a word of its own (« 3114 », « SOS 3114 », « ligne-112 »). */
export function carriesHelpNumber(name: string): boolean {
  return name
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => HELP_NUMBERS.has(word));
}

/** The skeleton without accents or other marks: for words, where « é » and « e » read alike. */
function bareSkeleton(word: string): string {
  return nameSkeleton(word)
    .replace(/\p{M}/gu, "")
    .replace(/[0-9]+$/, "");
}

/** Names and words that belong to the team: nobody else may wear them (checked by skeleton, accents aside). */
const STAFF_WORDS = [
  "moderateur",
  "moderatrice",
  "moderateurs",
  "moderation",
  "modo",
  "moderator",
  "admin",
  "admins",
  "administrateur",
  "administratrice",
  "administration",
  "administrator",
  "equipe",
  "staff",
  "officiel",
  "officielle",
  "rendezvousinterieur",
] as const;

const STAFF_SKELETONS = new Set(STAFF_WORDS.map(bareSkeleton));

/**
 * Whether a name wears a staff word: one of its words, or the whole name with its separators
 * removed (`m.o.d.e.r.a.t.e.u.r`), looks like one (trailing digits aside: `admin2`).
 */
export function wearsStaffWord(name: string): boolean {
  const words = name
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const candidates = [...words, words.join("")];
  return candidates.some((word) => STAFF_SKELETONS.has(bareSkeleton(word)));
}

/** Whether two names look alike (one skeleton, separators and accents aside, for display names). */
export function looksLike(a: string, b: string): boolean {
  const squash = (name: string) => bareSkeleton(name.replace(/[^\p{L}\p{N}]+/gu, ""));
  const capitalsFirst = (name: string) => squash(mapConfusables(name.normalize("NFKC")));
  return squash(a) === squash(b) || capitalsFirst(a) === capitalsFirst(b);
}

const NAME_MESSAGES = withFrenchTypography({
  pseudoLookalike: "Ce pseudo ressemble trop à celui d'une autre personne. Choisissez-en un autre, pour que chacun sache qui parle.",
  pseudoStaff: "Ce pseudo est réservé à l'équipe. Choisissez-en un autre.",
  displayNameStaff: "Ce nom est réservé à l'équipe de modération. Choisissez-en un autre.",
  displayNameLookalike: "Ce nom ressemble au pseudo d'une autre personne. Choisissez-en un autre, pour que chacun sache qui parle.",
  helpNumber: "Ce nom contient le numéro d'une ligne d'aide. Choisissez-en un autre, pour que personne ne s'y trompe.",
} as const);

/** Why a new pseudo is refused (a staff word, or another person's look-alike), or null. */
export async function pseudoRefusal(db: Db, pseudo: string): Promise<string | null> {
  if (wearsStaffWord(pseudo)) return NAME_MESSAGES.pseudoStaff;
  if (carriesHelpNumber(pseudo)) return NAME_MESSAGES.helpNumber;
  const twin = await db
    .select({ id: users.id })
    .from(users)
    .where(skeletonsTaken(nameSkeletons(pseudo)))
    .get();
  return twin ? NAME_MESSAGES.pseudoLookalike : null;
}

/** What decides a display name, as statements a write's first batch holds (the owner may be the session's SQL). */
export function displayNameQueries(db: Db, owner: string | SQL, displayName: string) {
  const name = displayName.trim();
  const skeletons = [...new Set([...nameSkeletons(name), ...nameSkeletons(name.replace(/\s+/gu, ""))])];
  return [
    db
      .select({ id: users.id })
      .from(users)
      .where(and(skeletonsTaken(skeletons), ne(users.id, owner)))
      .limit(1),
    db
      .select({ username: users.username, displayName: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(inArray(profiles.role, ["moderator", "admin"]), ne(profiles.id, owner)))
      .limit(50),
  ] as const;
}

/**
 * Why a display name is refused, or null, from the rows of `displayNameQueries`. A member may not wear a
 * staff word nor look like a staff member's name; nobody may take the look of another person's pseudo
 * (their own is theirs). Staff keep their words: their badge comes from their role, never from the name
 * (components/role-badge.tsx).
 */
export function displayNameRefusalFrom(
  actor: { role: Role },
  displayName: string,
  [twin, staff]: BatchResponse<ReturnType<typeof displayNameQueries>>,
): string | null {
  const name = displayName.trim();
  if (carriesHelpNumber(name)) return NAME_MESSAGES.helpNumber;
  if (actor.role === "user") {
    if (wearsStaffWord(name)) return NAME_MESSAGES.displayNameStaff;
    if (staff.some((member) => looksLike(name, member.username) || (member.displayName && looksLike(name, member.displayName)))) {
      return NAME_MESSAGES.displayNameStaff;
    }
  }
  return twin.length > 0 ? NAME_MESSAGES.displayNameLookalike : null;
}

/**
 * Fills the skeletons the migration could not compute in SQL (non-ASCII pseudos), a few rows per
 * run of the scheduled handler. A pseudo that looks like an older one keeps none (it blocks nobody)
 * and is logged for the team.
 */
export async function backfillSkeletons(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username, skeleton: users.usernameSkeleton, cased: users.usernameSkeletonCased })
    .from(users)
    .where(or(isNull(users.usernameSkeleton), isNull(users.usernameSkeletonCased)))
    .orderBy(users.createdAt)
    .limit(50);
  for (const row of rows) {
    // Each skeleton on its own: a pseudo that reads like an older one in one reading still gets the other.
    const fills = [
      row.skeleton === null ? { usernameSkeleton: nameSkeleton(row.username) } : null,
      row.cased === null ? { usernameSkeletonCased: casedSkeleton(row.username) } : null,
    ];
    for (const fill of fills) {
      if (!fill) continue;
      try {
        await db.update(users).set(fill).where(eq(users.id, row.id));
      } catch (error) {
        console.error("pseudo look-alike left without a skeleton", row.id, Object.keys(fill)[0], String(error));
      }
    }
  }
}
