import styles from './publisher.module.css';

/** A stored plain text as paragraphs, one a line (the publisher's descriptions). */
export function Paragraphs({ text }: { text: string }) {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <>
      {lines.map((line, index) => (
        <p key={index} className={styles.paragraph}>
          {line}
        </p>
      ))}
    </>
  );
}
