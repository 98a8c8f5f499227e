import { Icon } from './Icon';
import styles from './Icon.module.css';
import { iconNames } from './names';

/** Every icon with its name, for the docs. */
export function IconGallery({ size = 28 }: { size?: number }) {
  return (
    <ul className={styles.gallery}>
      {iconNames.map((name) => (
        <li key={name} className={styles.tile}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
