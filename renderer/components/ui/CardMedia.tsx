import type { ImageUse } from '../../../generator/media/image-uses.ts';
import type { SizedImage } from '../../data/images.ts';
import { Picture } from '../media/Picture.tsx';
import styles from './Card.module.css';

/**
 * A card's picture, cropped by the design system's rules. `whole` (the default): at its own ratio, never cropped
 * (illustrations: no sun cut in half). `landscape`: a 3:2 crop around the editor's focal point (`focus`), for
 * grids whose pictures must line up.
 */
export function CardMedia({
  image,
  crop = 'whole',
  use,
  eager,
  priority,
}: {
  image: SizedImage;
  crop?: 'whole' | 'landscape';
  /** Where the picture is shown, when not where it was published for: sets `sizes`. */
  use?: ImageUse | undefined;
  eager?: boolean | undefined;
  priority?: boolean | undefined;
}) {
  return (
    <Picture
      image={image}
      use={use}
      eager={eager}
      priority={priority}
      className={crop === 'landscape' ? `${styles.media} ${styles.landscape}` : styles.media}
    />
  );
}
