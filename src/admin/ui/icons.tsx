import type { SVGProps } from "react";
import { ICONS } from "#src/lib/icons.ts";

/**
 * The admin's stroke icons (24×24, lucide-style), decorative, so hidden from
 * assistive technology. An icon the public site has too is the site's
 * (src/lib/icons.ts): one drawing each. The admin's own stay here, out of
 * the public islands' bundle.
 */
type IconProps = SVGProps<SVGSVGElement>;

function StrokeIcon({ paths, className = "size-4", ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const PlusIcon = (props: IconProps) => <StrokeIcon paths={["M12 5v14M5 12h14"]} {...props} />;
export const PencilIcon = (props: IconProps) => (
  <StrokeIcon paths={["M17 3a2.85 2.85 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z", "m15 5 4 4"]} {...props} />
);
export const TrashIcon = (props: IconProps) => <StrokeIcon paths={ICONS.trash} {...props} />;
export const RefreshIcon = (props: IconProps) => (
  <StrokeIcon paths={["M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5"]} {...props} />
);
export const FileRenameIcon = (props: IconProps) => (
  <StrokeIcon paths={["M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z", "M14 2v6h6M8 15h8M8 11h3"]} {...props} />
);
export const SparklesIcon = (props: IconProps) => <StrokeIcon paths={ICONS.sparkles} {...props} />;
export const SearchIcon = (props: IconProps) => <StrokeIcon paths={ICONS.search} {...props} />;
export const CloseIcon = (props: IconProps) => <StrokeIcon paths={["M6 6l12 12M18 6 6 18"]} {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <StrokeIcon paths={["m15 18-6-6 6-6"]} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <StrokeIcon paths={["m9 18 6-6-6-6"]} {...props} />;
export const ExternalLinkIcon = (props: IconProps) => (
  <StrokeIcon paths={["M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"]} {...props} />
);
export const SortIcon = (props: IconProps) => <StrokeIcon paths={["m8 9 4-4 4 4M8 15l4 4 4-4"]} {...props} />;
export const ArrowUpIcon = (props: IconProps) => <StrokeIcon paths={["M12 19V5M6 11l6-6 6 6"]} {...props} />;
export const ArrowDownIcon = (props: IconProps) => <StrokeIcon paths={["M12 5v14M6 13l6 6 6-6"]} {...props} />;
export const ArrowLeftIcon = (props: IconProps) => <StrokeIcon paths={ICONS["arrow-left"]} {...props} />;
export const ImageIcon = (props: IconProps) => (
  <StrokeIcon
    paths={[
      "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z",
      "M7 9a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z",
      "m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21",
    ]}
    {...props}
  />
);
export const LogOutIcon = (props: IconProps) => (
  <StrokeIcon paths={["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"]} {...props} />
);
export const AlertIcon = (props: IconProps) => (
  <StrokeIcon
    paths={["M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z", "M12 9v4M12 17h.01"]}
    {...props}
  />
);
export const CheckIcon = (props: IconProps) => <StrokeIcon paths={ICONS.check} {...props} />;
export const BoldIcon = (props: IconProps) => (
  <StrokeIcon paths={["M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8"]} {...props} />
);
export const ItalicIcon = (props: IconProps) => <StrokeIcon paths={["M19 4h-9M14 20H5M15 4 9 20"]} {...props} />;
export const StrikethroughIcon = (props: IconProps) => (
  <StrokeIcon paths={["M16 4H9a3 3 0 0 0-2.83 4M14 12a4 4 0 0 1 0 8H6M4 12h16"]} {...props} />
);
export const Heading1Icon = (props: IconProps) => <StrokeIcon paths={["M4 12h8M4 18V6M12 18V6M17 12l3-2v8"]} {...props} />;
export const Heading2Icon = (props: IconProps) => (
  <StrokeIcon paths={["M4 12h8M4 18V6M12 18V6M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1"]} {...props} />
);
export const Heading3Icon = (props: IconProps) => (
  <StrokeIcon
    paths={["M4 12h8M4 18V6M12 18V6M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2"]}
    {...props}
  />
);
export const ListIcon = (props: IconProps) => (
  <StrokeIcon paths={["M3 6h.01M3 12h.01M3 18h.01M8 6h13M8 12h13M8 18h13"]} {...props} />
);
export const ListOrderedIcon = (props: IconProps) => (
  <StrokeIcon paths={["M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1"]} {...props} />
);
export const LinkIcon = (props: IconProps) => <StrokeIcon paths={ICONS.link} {...props} />;
export const QuoteIcon = (props: IconProps) => <StrokeIcon paths={["M17 6H3M21 12H8M21 18H8M3 12v6"]} {...props} />;
export const CodeIcon = (props: IconProps) => <StrokeIcon paths={["m16 18 6-6-6-6M8 6l-6 6 6 6"]} {...props} />;
export const CodeBlockIcon = (props: IconProps) => (
  <StrokeIcon
    paths={["M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z", "m10 9-3 3 3 3M14 15l3-3-3-3"]}
    {...props}
  />
);
export const HorizontalRuleIcon = (props: IconProps) => <StrokeIcon paths={["M5 12h14"]} {...props} />;
export const EyeIcon = (props: IconProps) => (
  <StrokeIcon
    paths={[
      "M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0",
      "M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z",
    ]}
    {...props}
  />
);
export const SendIcon = (props: IconProps) => <StrokeIcon paths={["m22 2-7 20-4-9-9-4Z", "M22 2 11 13"]} {...props} />;
export const EyeOffIcon = (props: IconProps) => (
  <StrokeIcon
    paths={[
      "M10.73 5.08a10.74 10.74 0 0 1 11.2 6.57 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-1.44 2.49",
      "M14.08 14.16a3 3 0 0 1-4.24-4.24",
      "M17.48 17.5a10.75 10.75 0 0 1-15.42-5.15 1 1 0 0 1 0-.7 10.75 10.75 0 0 1 4.45-5.14",
      "m2 2 20 20",
    ]}
    {...props}
  />
);
export const XCircleIcon = (props: IconProps) => (
  <StrokeIcon paths={["M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z", "m15 9-6 6M9 9l6 6"]} {...props} />
);
export const CheckCircleIcon = (props: IconProps) => (
  <StrokeIcon paths={["M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z", "m9 12 2 2 4-4"]} {...props} />
);
