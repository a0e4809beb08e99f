import { IconBike } from '@tabler/icons-react';
import { fileUrl } from '@/lib/api-client';
import classes from './event-logo.module.css';

/** An event's logo, or the default bicycle icon when it has none. Decorative: the name is beside it. */
export const EventLogo = ({
  fileId,
  size = 48,
  className,
}: {
  fileId: string | null | undefined;
  size?: number;
  className?: string;
}) => {
  const url = fileUrl(fileId);
  return url ? (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`${classes.logo} ${className ?? ''}`}
    />
  ) : (
    <span
      className={`${classes.placeholder} ${className ?? ''}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <IconBike size={Math.round(size * 0.6)} stroke={1.6} />
    </span>
  );
};
