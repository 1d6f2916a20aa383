import type { TemplatePiece } from '../variations/template';

/** Each variation template compiled once, by source; null for one that needs wp.template. */
export const compiledTemplates = new Map<string, TemplatePiece[] | null>();
