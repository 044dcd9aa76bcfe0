/** The dealer's mark: a stylised car in a rounded square. Decorative: the link around it carries the name. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#256d30" />
      <path
        d="M12 38c0-3 2-5 5-5.5l5-7c1-1.5 2.6-2.5 4.5-2.5h11c1.9 0 3.6.9 4.6 2.4l5 7.1c3 .6 4.9 2.6 4.9 5.5v5c0 1.1-.9 2-2 2h-3a6 6 0 0 1-12 0H29a6 6 0 0 1-12 0h-3c-1.1 0-2-.9-2-2z"
        fill="#fff"
      />
      <path d="M25 32l3.6-5.1c.4-.6 1-.9 1.7-.9H32v6zm10 0v-6h2c.7 0 1.3.3 1.7.9L42.3 32z" fill="#1c7ed6" />
      <circle cx="23" cy="45" r="3.2" fill="#256d30" />
      <circle cx="41" cy="45" r="3.2" fill="#256d30" />
    </svg>
  )
}
