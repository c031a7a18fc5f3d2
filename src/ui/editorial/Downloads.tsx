import { useI18n } from "../../i18n";
import type { Press } from "../../schemas/programme";
import { fileTypeName, formatFileSize } from "./files";
import "./editorial.css";

/**
 * A press release's downloads: one group per category, inside it one list per directory, each
 * file with its title, type, human-readable size and a download link.
 */
export function Downloads({ groups }: { groups: Press["downloads"] }) {
  const { locale, t } = useI18n();
  const filled = groups.filter((group) => group.directories.some((directory) => directory.files.length > 0));
  return (
    <section className="downloads" aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="downloads__title">
        {t("press.downloads")}
      </h2>
      {filled.length === 0 ? <p className="downloads__empty">{t("press.downloadsEmpty")}</p> : null}
      {filled.map((group) => (
        <section key={group.category.id} className="downloads__category" aria-labelledby={`downloads-category-${group.category.id}`}>
          <h3 id={`downloads-category-${group.category.id}`} className="downloads__category-title">
            {group.category.name}
          </h3>
          {group.directories
            .filter((directory) => directory.files.length > 0)
            .map((directory) => (
              <div key={directory.id} className="downloads__directory">
                <h4 id={`downloads-directory-${directory.id}`} className="downloads__directory-title">
                  {directory.name}
                </h4>
                <ul className="downloads__files" aria-labelledby={`downloads-directory-${directory.id}`}>
                  {directory.files.map((file) => {
                    const type = fileTypeName(file.mime);
                    const size = formatFileSize(file.size, locale);
                    return (
                      <li key={file.id} className="downloads__file" data-mime={file.mime}>
                        <a className="downloads__link" href={file.url} type={file.mime} download="">
                          <span className="downloads__file-title">{file.title}</span>
                          <span className="visually-hidden">
                            {" "}
                            ({t("press.fileType")}: {type}, {t("press.fileSize")}: {size}) {t("press.download")}
                          </span>
                        </a>
                        <span className="downloads__meta" aria-hidden="true">
                          <span className="downloads__type">{type}</span>
                          <span className="downloads__size">{size}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
        </section>
      ))}
    </section>
  );
}
