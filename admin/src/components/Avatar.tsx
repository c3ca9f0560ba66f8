// A round profile picture, or the first letter of the name when there is none.

export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  const style = { width: size, height: size, flex: `0 0 ${size}px` };
  if (src) return <img src={src} alt="" className="rounded-circle object-fit-cover" style={style} />;
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      className="rounded-circle bg-secondary text-white d-inline-flex align-items-center justify-content-center fw-semibold"
      style={{ ...style, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
