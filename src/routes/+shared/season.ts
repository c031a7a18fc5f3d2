/** The "season over" notice as the loader hands it to the page (SeasonOver). */
export interface SeasonOverNotice {
  /** The calendar year of the season's dates. */
  year: number;
  title: string;
  text: string;
  /** The link to what comes next (the news) and its text. */
  href: string;
  link: string;
}
