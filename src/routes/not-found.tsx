import { data } from "react-router";

/** No route matches (outside /de and /en): 404 with the spec's message. */
export function loader() {
  throw data({ message: "This page could not be found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
