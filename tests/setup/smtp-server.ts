/**
 * A real SMTP server in the test process (smtp-server), on a free localhost port, that parses
 * every mail it accepts (mailparser). It can be stopped and started again on the same port, to
 * play an SMTP outage.
 */
import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  parsed: ParsedMail;
  /** SMTP envelope recipients. */
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Recipients at this domain are refused with 550, as a server refuses an unknown mailbox. */
export const unknownMailboxDomain = "unknown.example";

export async function startSmtpServer({ listen = true } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        // Plain SMTP on localhost: no STARTTLS offer, so the client does not try TLS.
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (address.address.endsWith(`@${unknownMailboxDomain}`)) {
            return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            const raw = Buffer.concat(chunks);
            try {
              const parsed = await simpleParser(raw);
              received.push({ parsed, rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: raw.toString("utf8") });
              callback();
            } catch (error) {
              callback(error as Error);
            }
          });
        },
      });
      instance.once("error", reject);
      instance.listen(port, "127.0.0.1", () => {
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  if (listen) await start();
  return { port, url: `smtp://127.0.0.1:${port}`, received, start, stop };
}
