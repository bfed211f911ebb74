import { redactPath, redactUrl } from "./redact-path.ts";

// A structured log: one JSON object per line on stdout, so any log collector can read it.
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = order[(process.env.LOG_LEVEL as Level | undefined) ?? "info"] ?? order.info;

function serialize(key: string, value: unknown): unknown {
  // Every path or address logged under these names loses its secrets here, whoever logs it.
  if (typeof value === "string" && key === "path") return redactPath(value);
  if (typeof value === "string" && (key === "referer" || key === "url")) return redactUrl(value);
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialize(key, value);
  const line = JSON.stringify(entry) + "\n";
  if (level === "error" || level === "warn") process.stderr.write(line);
  else process.stdout.write(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
