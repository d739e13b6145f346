import type { CapturedDocument } from './not-found-document.mjs';

export const SERVER_ERROR_DOCUMENT: string;
export function isFailedRenderShell(captured: CapturedDocument): boolean;
export function withServerErrorPage(captured: CapturedDocument): CapturedDocument;
