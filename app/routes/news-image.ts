import { database } from "~/db/client.server";
import { imageVariant } from "~/features/news/images/image-variants.server";
import type { Route } from "./+types/news-image";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** /media/news/<id>/<width>.<avif|webp>: an uploaded news picture in one of its sizes. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(\d{3,4})\.(avif|webp)$/.exec(params.file);
  if (!uuidPattern.test(params.id) || !match) return notFound();
  const { db } = await database();
  const format = match[2] as "avif" | "webp";
  const bytes = await imageVariant(db, params.id, Number(match[1]), format);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": `image/${format}`,
      // A picture's id never changes its content: an upload is a new id.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
