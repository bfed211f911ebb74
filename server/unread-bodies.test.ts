import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitedBody } from "./limited-body";
import { rawConnection } from "./test-client";
import { closeOnUnreadBodies } from "./unread-bodies";

// The mechanism behind security review 2, finding 1, on its own: an app that starts reading a
// large body (as React Router's request does) and answers without finishing it. Whatever route
// does that, the connection must not be left waiting for the rest of the body.
let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(closeOnUnreadBodies());
  app.post("/unread", (req, res) => {
    limitedBody(req, 10 * 1024 * 1024, () => {});
    // Answered a moment later, as an app does once it has looked something up.
    setImmediate(() => res.status(404).json({ found: false }));
  });
  app.post("/read", async (req, res) => {
    let bytes = 0;
    for await (const chunk of limitedBody(req, 10 * 1024 * 1024, () => {})) bytes += chunk.length;
    res.json({ bytes });
  });
  app.get("/next", (_req, res) => res.json({ next: true }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, length: number, part: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n${part}`;
const next = "GET /next HTTP/1.1\r\nHost: localhost\r\n\r\n";

describe("an answer sent before its body was read", () => {
  it("closes the connection when a large body has not all arrived", async () => {
    const connection = rawConnection(url);
    const half = "x".repeat(512 * 1024);
    connection.socket.write(post("/unread", 2 * half.length, half));
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 404 [^]*connection: close/i);
    if (connection.socket.writable) connection.socket.write(half + next);
    const after = await Promise.race([connection.closed, connection.nextAnswer()]);
    expect(after === "closed" ? after : after.head).toMatch(/^closed$|^HTTP\/1\.1 200 /);
    connection.socket.destroy();
  });

  it("lets the client finish sending a large body it was answered before, then closes", async () => {
    // Closed at once, the rest of the body would meet a reset connection: EPIPE in the client.
    const connection = rawConnection(url);
    const part = "x".repeat(256 * 1024);
    connection.socket.write(post("/unread", 8 * part.length, part));
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 404 [^]*connection: close/i);
    for (let sent = 1; sent < 8; sent++) {
      await new Promise<void>((resolve) => connection.socket.write(part, () => resolve()));
    }
    connection.socket.end();
    expect(await connection.closed).toBe("closed");
    expect(connection.errors).toEqual([]);
  });

  it("reads and throws away the rest of a small body, and reads on", async () => {
    const connection = rawConnection(url);
    const half = "x".repeat(30 * 1024);
    connection.socket.write(post("/unread", 2 * half.length, half));
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 404 [^]*keep-alive/i);
    connection.socket.write(half + next);
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 200 /);
    connection.socket.destroy();
  });

  it("reads on when the whole body had arrived", async () => {
    const connection = rawConnection(url);
    connection.socket.write(post("/unread", 100, "x".repeat(100)));
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 404 [^]*keep-alive/i);
    connection.socket.write(next);
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 200 /);
    connection.socket.destroy();
  });

  it("keeps the connection for a body the app read", async () => {
    const connection = rawConnection(url);
    const body = "x".repeat(1024 * 1024);
    connection.socket.write(post("/read", body.length, body));
    const answer = await connection.nextAnswer();
    expect(answer.head).toMatch(/^HTTP\/1\.1 200 [^]*keep-alive/i);
    connection.socket.write(next);
    expect((await connection.nextAnswer()).head).toMatch(/^HTTP\/1\.1 200 /);
    connection.socket.destroy();
  });
});
