/** Genres and magazine tags in the requested language (cities: venues.ts; categories: downloads.ts). */
import type { Locale } from "../../schemas/api";
import type { Term } from "../../schemas/programme";
import type { Database } from "../db/client";
import { genres, tags } from "../db/schema";
import { listTerms } from "./common";

export const listGenres = (db: Database, locale: Locale): Promise<Term[]> => listTerms(db, genres, locale);
export const listTags = (db: Database, locale: Locale): Promise<Term[]> => listTerms(db, tags, locale);
