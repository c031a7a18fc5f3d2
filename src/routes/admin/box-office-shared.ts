/** What the box office's admin screens share: their client, and a refused write as the screen shows it. */
import { data, type RouterContextProvider } from "react-router";
import type { AdminWriteResult } from "../../content-client/admin";
import type { BoxOfficeAdminClient } from "../../content-client/box-office-admin";
import { appContext } from "../../context";
import type { Locale } from "../../schemas/api";
import { adminAccess } from "./common";

/** The box office's staff client and the request's cookie (visitors go to the login, as on every admin screen). */
export function boxOfficeAccess(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  url: URL,
  request: Request,
): { boxOffice: BoxOfficeAdminClient; cookie: string | undefined } {
  const { cookie } = adminAccess(context, locale, url, request);
  const { boxOfficeAdmin: boxOffice } = context.get(appContext);
  if (!boxOffice) throw data({ message: "404 Not Found" }, { status: 404 });
  return { boxOffice, cookie };
}

/** A refused box-office write as a screen's answer: the server's message with its status. */
export const boxOfficeRefusal = (result: Extract<AdminWriteResult, { ok: false }>, fallback: string) =>
  data({ message: result.message ?? fallback }, { status: result.status });
