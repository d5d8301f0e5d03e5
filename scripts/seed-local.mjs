// Seeds demo data into an EMPTY local D1 database (local development only, never production).
// Usage: node scripts/seed-local.mjs [--persist-to DIR]
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { d1, d1File } from "./lib.mjs";

const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;

export const DEMO_PASSWORD = "motdepasse-demo";
const ITERATIONS = 100_000;
const b64url = (buffer) => Buffer.from(buffer).toString("base64url");

function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${ITERATIONS}$${b64url(salt)}$${b64url(hash)}`;
}

const q = (value) => (value === null ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);
const ago = (minutes) => new Date(Date.now() - minutes * 60_000).toISOString();

const USERS = [
  { id: "00000000-0000-4000-8000-000000000001", username: "admin", role: "admin", displayName: "Admin" },
  { id: "00000000-0000-4000-8000-000000000002", username: "moderateur", role: "moderator", displayName: "Modérateur" },
  { id: "00000000-0000-4000-8000-000000000003", username: "camille", role: "user", displayName: "Camille" },
];

const THREADS = [
  {
    id: "10000000-0000-4000-8000-000000000001",
    title: "Bienvenue sur le forum d'entraide",
    slug: "bienvenue-sur-le-forum-dentraide",
    author: USERS[1].id,
    pinned: 1,
    content:
      "Bonjour à toutes et à tous,\n\nCe forum est un lieu d'écoute et de bienveillance. Présentez-vous si vous le souhaitez, posez vos questions sur les pratiques et partagez ce qui vous aide.\n\nMerci de respecter chacun\u00a0: ici, personne ne juge.",
    minutes: 60 * 24 * 6,
  },
  {
    id: "10000000-0000-4000-8000-000000000002",
    title: "Comment continuer quand la pratique de la Peur bloque\u202f?",
    slug: "comment-continuer-quand-la-pratique-de-la-peur-bloque",
    author: USERS[2].id,
    pinned: 0,
    content:
      "J'ai commencé la pratique de la Peur hier soir, et à la deuxième étape je n'arrivais plus à écrire. Est-ce que ça vous est déjà arrivé\u202f? Comment avez-vous fait pour continuer\u202f?",
    minutes: 60 * 5,
  },
  {
    id: "10000000-0000-4000-8000-000000000003",
    title: "Un petit Éveil ce matin",
    slug: "un-petit-éveil-ce-matin",
    author: USERS[0].id,
    pinned: 0,
    content:
      "Après trois semaines de pratique, j'ai ressenti ce matin une vraie paix en repensant à une vieille dispute. Je voulais simplement le partager.",
    minutes: 60 * 26,
  },
];

const REPLIES = [
  { thread: 1, author: USERS[2].id, content: "Merci pour cet accueil, je me sens déjà un peu moins seule.", minutes: 60 * 24 * 5 },
  {
    thread: 2,
    author: USERS[1].id,
    content:
      "Oui, c'est fréquent. Le bouton «\u00a0Je bloque\u00a0» est fait pour ça\u00a0: notez votre question, puis faites une pause. La suite viendra.",
    minutes: 60 * 4,
  },
  { thread: 2, author: USERS[0].id, content: "Pour moi, relire l'exemple de l'étape m'a beaucoup aidé.", minutes: 60 * 3 },
];

const CHAT = [
  { author: USERS[1].id, content: "Bonjour à tous\u202f! Le chat d'entraide est ouvert, n'hésitez pas.", minutes: 90 },
  { author: USERS[2].id, content: "Bonjour\u202f! Quelqu'un a déjà essayé la Table de Paix\u202f?", minutes: 45 },
  { author: USERS[0].id, content: "Oui, plusieurs fois. Prenez votre temps sur l'introduction, elle compte beaucoup.", minutes: 40 },
];

const existing = d1("SELECT count(*) AS n FROM users", persistTo);
if (Number(existing[0]?.n ?? 0) > 0) {
  console.log("→ Base locale déjà remplie\u00a0: pas de données de démonstration ajoutées.");
  process.exit(0);
}

const now = new Date().toISOString();
/** An ASCII pseudo's look-alike skeleton, as migration 0010 and app/auth/names.server.ts compute it. */
const asciiSkeleton = (pseudo) => pseudo.toLowerCase().replaceAll("m", "rn").replaceAll("0", "o").replaceAll("1", "l");
// The second one (decision 0467): a capital I read as an l before case is folded.
const asciiCasedSkeleton = (pseudo) => asciiSkeleton(pseudo.replaceAll("I", "l"));
const statements = [];
for (const user of USERS) {
  const email = `${user.username}@rendez-vous.test`;
  statements.push(
    `INSERT INTO users (id, email, username, username_key, username_skeleton, username_skeleton_cased, email_confirmed_at, created_at, updated_at) VALUES (${q(user.id)}, ${q(email)}, ${q(user.username)}, ${q(user.username)}, ${q(asciiSkeleton(user.username))}, ${q(asciiCasedSkeleton(user.username))}, ${q(now)}, ${q(now)}, ${q(now)});`,
    `INSERT INTO profiles (id, display_name, avatar_url, role, created_at, updated_at) VALUES (${q(user.id)}, ${q(user.displayName)}, NULL, ${q(user.role)}, ${q(now)}, ${q(now)});`,
    `INSERT INTO passwords (user_id, hash, updated_at) VALUES (${q(user.id)}, ${q(hashPassword(DEMO_PASSWORD))}, ${q(now)});`,
  );
}
THREADS.forEach((thread, index) => {
  const replies = REPLIES.filter((reply) => reply.thread === index + 1);
  const updated = replies.length ? ago(Math.min(...replies.map((r) => r.minutes))) : ago(thread.minutes);
  statements.push(
    `INSERT INTO forum_threads (id, title, slug, content, author_id, is_pinned, is_locked, reply_count, created_at, updated_at) VALUES (${q(thread.id)}, ${q(thread.title)}, ${q(thread.slug)}, ${q(thread.content)}, ${q(thread.author)}, ${thread.pinned}, 0, ${replies.length}, ${q(ago(thread.minutes))}, ${q(updated)});`,
  );
});
REPLIES.forEach((reply, index) => {
  const id = `20000000-0000-4000-8000-00000000000${index + 1}`;
  statements.push(
    `INSERT INTO forum_replies (id, thread_id, parent_id, content, author_id, created_at) VALUES (${q(id)}, ${q(THREADS[reply.thread - 1].id)}, NULL, ${q(reply.content)}, ${q(reply.author)}, ${q(ago(reply.minutes))});`,
  );
});
CHAT.forEach((message, index) => {
  const id = `30000000-0000-4000-8000-00000000000${index + 1}`;
  statements.push(
    `INSERT INTO chat_messages (id, content, author_id, created_at) VALUES (${q(id)}, ${q(message.content)}, ${q(message.author)}, ${q(ago(message.minutes))});`,
  );
});

const file = join(mkdtempSync(join(tmpdir(), "rvi-seed-")), "seed.sql");
writeFileSync(file, statements.join("\n"));
d1File(file, persistTo);
console.log("→ Données de démonstration ajoutées\u00a0: admin, moderateur, camille (mot de passe\u00a0: motdepasse-demo).");
