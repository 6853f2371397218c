/** Accepted upload types (spec §5). Judged on the file name, as the spec does; the server re-checks content. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const DOCUMENT_EXTENSIONS = ['.pdf'] as const;

type Named = string | { name: string };

const nameOf = (file: Named): string => (typeof file === 'string' ? file : file.name).trim().toLowerCase();

function hasExtension(file: Named, extensions: readonly string[]): boolean {
  const name = nameOf(file);
  // The extension must follow a non-empty base name: '.png' alone is a hidden file, not an image.
  return extensions.some((ext) => name.length > ext.length && name.endsWith(ext));
}

/** True for .jpg, .jpeg and .png names, any letter case. Accepts a name or a File. */
export function isImageFile(file: Named): boolean {
  return hasExtension(file, IMAGE_EXTENSIONS);
}

/** True for .pdf names, any letter case. Accepts a name or a File. */
export function isDocumentFile(file: Named): boolean {
  return hasExtension(file, DOCUMENT_EXTENSIONS);
}
