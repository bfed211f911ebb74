import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * The loader data React Router wrote into a server-rendered page, by route id: what the page
 * hydrates with, and what parts drawn only in the browser (the campaign popup) draw from. Read
 * with React Router's own decoder from the chunks the page enqueues.
 */
export async function pageLoaderData(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  if (chunks.length === 0) throw new Error("the page holds no loader data");
  const bytes = new TextEncoder().encode(chunks.join(""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(body, globalThis as unknown as Window);
  await decoded.done;
  return (decoded.value as { loaderData: Record<string, unknown> }).loaderData;
}
