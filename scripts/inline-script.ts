/**
 * index.html with its `marker` (an HTML comment) replaced by an inline script running `script`. A build whose
 * index.html no longer has the marker stops, rather than ship pages without the script.
 */
export function inlineScriptAt(html: string, marker: string, script: string): string {
  if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`)
  return html.replace(marker, `<script>${script}</script>`)
}
