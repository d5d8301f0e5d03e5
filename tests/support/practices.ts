/** Creates practice sessions and answers straight in the test database (schema of db/schema.ts). */
import { query, sqlString } from "./db";

export function userIdOf(email: string): string {
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(email.toLowerCase())}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

type PracticeOptions = {
  toolId?: string;
  toolName?: string;
  status?: "in_progress" | "completed" | "abandoned";
  createdAt?: string;
  answers?: Array<string | null>;
  audioKeys?: Array<string | null>;
  /** When each answer was last written (its step's time); the practice's start by default. */
  answerTimes?: string[];
  /** When a completed practice ended; its start by default. */
  completedAt?: string;
};

export function insertPractice(userId: string, options: PracticeOptions = {}): string {
  const [id, statements] = practiceStatements(userId, options);
  query(statements.join(";\n"));
  return id;
}

/** Many practices in one database round trip. */
export function insertPractices(userId: string, many: PracticeOptions[]): string[] {
  const built = many.map((options) => practiceStatements(userId, options));
  query(built.flatMap(([, statements]) => statements).join(";\n"));
  return built.map(([id]) => id);
}

function practiceStatements(
  userId: string,
  options: {
    toolId?: string;
    toolName?: string;
    status?: "in_progress" | "completed" | "abandoned";
    createdAt?: string;
    answers?: Array<string | null>;
    audioKeys?: Array<string | null>;
    answerTimes?: string[];
    completedAt?: string;
  },
): [string, string[]] {
  const id = crypto.randomUUID();
  const createdAt = options.createdAt ?? new Date().toISOString();
  const status = options.status ?? "completed";
  const completedAt = status === "completed" ? sqlString(options.completedAt ?? createdAt) : "NULL";
  const statements = [
    `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, current_step, created_at, updated_at, completed_at) VALUES (${sqlString(id)}, ${sqlString(userId)}, ${sqlString(options.toolId ?? "peur")}, ${sqlString(options.toolName ?? "La Peur")}, ${sqlString(status)}, 1, ${sqlString(createdAt)}, ${sqlString(createdAt)}, ${completedAt})`,
  ];
  (options.answers ?? []).forEach((answer, index) => {
    const audio = options.audioKeys?.[index] ?? null;
    const type = answer && audio ? "both" : audio ? "audio" : "text";
    statements.push(
      `INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, audio_url, response_type, created_at, updated_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(id)}, ${index + 1}, ${sqlString(`Étape ${index + 1}`)}, ${answer === null ? "NULL" : sqlString(answer)}, ${audio ? sqlString(audio) : "NULL"}, '${type}', ${sqlString(createdAt)}, ${sqlString(options.answerTimes?.[index] ?? createdAt)})`,
    );
  });
  return [id, statements];
}
