const COLORS: Record<1 | 2 | 3, { fill: string; ring: string; text: string }> = {
  1: { fill: '#f5c542', ring: '#c99a16', text: '#5c4300' },
  2: { fill: '#d5dbe1', ring: '#9aa5b1', text: '#333c45' },
  3: { fill: '#e0a46e', ring: '#a8672f', text: '#4a2608' },
};

export const hasMedal = (place: number | null | undefined): place is 1 | 2 | 3 =>
  place === 1 || place === 2 || place === 3;

/** A medal for places 1–3: a coloured disc on a ribbon with the place on it. */
export const Medal = ({ place, size = 26 }: { place: 1 | 2 | 3; size?: number }) => {
  const color = COLORS[place];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={`${place} место`}>
      <path d="M9 1h6l3 10h-6z" fill="#2f6fd6" />
      <path d="M23 1h-6l-3 10h6z" fill="#d63a2f" />
      <circle cx="16" cy="20" r="10.5" fill={color.fill} stroke={color.ring} strokeWidth="2" />
      <text
        x="16"
        y="24.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="800"
        fill={color.text}
        fontFamily="system-ui, sans-serif"
      >
        {place}
      </text>
    </svg>
  );
};
