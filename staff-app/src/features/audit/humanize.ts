// Its own module, importing nothing: the audit screen's subject words use it, and so do the
// journeys that read them (which cannot load the domain's constants and their JSON).

/** "needs_changes" → "Needs Changes"; ids and free text are left as they are. */
export function humanizeValue(value: string): string {
  return /^[a-z]+(_[a-z]+)*$/.test(value)
    ? value
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : value;
}
