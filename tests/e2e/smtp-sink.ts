/**
 * A real SMTP server for the browser tests: the e2e site sends its mails here (SMTP_URL), and
 * the tests read what arrived over HTTP (GET /messages, newest last). Started by Playwright as a
 * web server: `tsx tests/e2e/smtp-sink.ts <smtp port> <http port>`.
 */
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const messages: { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const headers: Record<string, string> = {};
        // The raw lines ("List-Unsubscribe: <…>"), which mailparser otherwise turns into objects.
        for (const { key, line } of parsed.headerLines) headers[key] = line.slice(line.indexOf(":") + 1).trim();
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          headers,
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  if (request.url?.startsWith("/messages")) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");
