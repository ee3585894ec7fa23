import type { LucideIcon, LucideProps } from "lucide-react";
import type { ReactElement } from "react";

/** Three sizes so icons line up with the text beside them everywhere. */
const SIZES = { sm: "h-4 w-4", md: "h-5 w-5", lg: "h-6 w-6" } as const;

interface IconProps extends Omit<LucideProps, "ref" | "size"> {
  readonly icon: LucideIcon;
  readonly size?: keyof typeof SIZES;
}

/**
 * The one icon set (lucide, ISC licence, docs/decisions/111): decorative, hidden from assistive
 * technology (the control around it carries the name), sized by the three steps above.
 */
export function Icon({ icon: Glyph, size = "md", className = "", ...rest }: IconProps): ReactElement {
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      strokeWidth={2}
      className={`${SIZES[size]} shrink-0 ${className}`.trim()}
      {...rest}
    />
  );
}
