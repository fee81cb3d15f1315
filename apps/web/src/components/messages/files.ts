import { chosenFileProblem, fileRules } from '@clinvia/contracts/files';
import { THREAD_FILES_FIELD } from '@clinvia/contracts/threads';

// MSG-7, FILE-3: what the browser checks of chosen files before sending (the server checks the
// bytes again and decides), and how a message with files travels (multipart).

export interface FileChoice {
  /** Accepted files, in the order chosen (at most fileRules.maxFilesPerMessage). */
  files: File[];
  /** One message per refused file, naming it. */
  problems: string[];
}

/** Adds `chosen` to `current`: each file checked, and none past the limit of a message. */
export function addFiles(current: readonly File[], chosen: readonly File[]): FileChoice {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    const problem = chosenFileProblem(file);
    if (problem !== null) {
      problems.push(`${file.name}: ${problem}`);
    } else if (files.length >= fileRules.maxFilesPerMessage) {
      problems.push(`${file.name}: ${fileRules.messages.tooMany}`);
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

/** A message's body: JSON without files, multipart with them (the text fields beside the files). */
export function messageBody<T extends Record<string, string | undefined>>(fields: T, files: readonly File[]): T | FormData {
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, value);
  }
  for (const file of files) form.append(THREAD_FILES_FIELD, file, file.name);
  return form;
}
