/** The page editor's write side (docs/editor.md): plain functions over the database. */
export { allowedChildren, columnModules, mayContain } from "./children";
export { backupStacks, compareRevisions, LinkedUndoConflict, listRevisions, restoreRevision, revisionTree, undo } from "./history";
export { MAX_UPLOAD_BYTES, NotAnImage, storeUpload, TooManyPixels } from "./media";
export { copyModule, createModule, deleteModule, listModules, moveModule, showModule, updateModule } from "./modules";
export {
  copySection,
  createContainer,
  createSection,
  deleteSection,
  listSections,
  moveSection,
  showSection,
  updateSection,
} from "./sections";
export { type Actor, BACKUPS_PER_SLUG, BlockMovedConflict, RevisionConflict } from "./state";
