import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { keepAliveMs, keepConnections } from "./keep-alive";

let server: Server | null = null;
let socket: Socket | null = null;
afterEach(() => {
  socket?.destroy();
  server?.close();
});

/** Sends a GET on `socket` and resolves with the status line of the answer. */
function get(target: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    target.once("data", (chunk) => resolve(chunk.toString().split("\r\n")[0] ?? ""));
    target.once("error", reject);
    target.once("close", () => reject(new Error("the server closed the connection")));
    target.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
  });
}

describe("keep-alive connections", () => {
  it("outlast Varnish's 60 s backend idle time", () => {
    expect(keepAliveMs).toBeGreaterThan(60_000);
  });

  it("stay open while idle longer than Node's default of 5 s, so a reused one is answered", async () => {
    server = createServer((_, response) => response.end("ok"));
    keepConnections(server);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const open = connect(port, "127.0.0.1");
    socket = open;
    await new Promise((resolve) => open.once("connect", resolve));
    expect(await get(open)).toBe("HTTP/1.1 200 OK");
    let closed = false;
    open.once("close", () => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    expect(await get(open)).toBe("HTTP/1.1 200 OK");
  }, 15_000);
});
