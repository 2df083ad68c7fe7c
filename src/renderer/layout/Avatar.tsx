import { useState } from 'react';
import fallbackAvatar from '../assets/avatar-default.svg';

/** The member's avatar; the shipped default image when there is none or it fails to load. */
export function Avatar({ src, size = 32 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : fallbackAvatar;
  return (
    <img
      className="avatar"
      src={url}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
      referrerPolicy="no-referrer"
    />
  );
}
