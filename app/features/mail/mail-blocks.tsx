import { Fragment } from "react";

// The pieces a mail's body is made of. Each block has its HTML (a component; React escapes every
// value) and its plain-text form side by side, so the two parts of a mail never drift apart.
// Mail programs ignore style sheets, hence inline styles and tables.

export type DetailRow = { label: string; value: string; href?: string };

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "details"; rows: DetailRow[] }
  /** Text someone else wrote (a customer's message): kept as written, line breaks included. */
  | { kind: "quote"; label: string; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "link"; lead: string; url: string };

export const font = "-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif";
const text = { fontFamily: font, lineHeight: "1.5", color: "#1f2937" } as const;
const muted = "#6b7280";

/** Only web links go into a mail; anything else could smuggle in a script URL. */
export function webUrl(url: string): string {
  if (!/^https?:\/\//i.test(url))
    throw new Error(`Refusing a non-http(s) link in an e-mail: ${url}`);
  return url;
}

/**
 * A detail's link: a web page, an e-mail address or a phone number. Anything else (a
 * `javascript:` address stored before its field was checked) is shown as text, not linked.
 */
export function isMailLink(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href);
}

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <p style={{ ...text, margin: "0 0 16px", fontSize: "16px" }}>{children}</p>;
}

function Lines({ text: value }: { text: string }) {
  return value.split(/\r\n|\r|\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Details({ rows }: { rows: DetailRow[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", margin: "0 0 16px", borderCollapse: "collapse" }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td
              style={{
                ...text,
                padding: "6px 12px 6px 0",
                fontSize: "14px",
                color: muted,
                whiteSpace: "nowrap",
                verticalAlign: "top",
              }}
            >
              {row.label}
            </td>
            <td style={{ ...text, padding: "6px 0", fontSize: "15px", verticalAlign: "top" }}>
              {row.href && isMailLink(row.href) ? (
                <a href={row.href} style={{ color: "#1d4ed8" }}>
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Quote({ label, text: value }: { label: string; text: string }) {
  return (
    <>
      <p style={{ ...text, margin: "0 0 6px", fontSize: "14px", color: muted }}>{label}</p>
      <p
        style={{
          ...text,
          margin: "0 0 16px",
          padding: "12px 16px",
          background: "#f3f4f6",
          borderRadius: "6px",
          fontSize: "15px",
        }}
      >
        <Lines text={value} />
      </p>
    </>
  );
}

function Button({ label, url }: { label: string; url: string }) {
  return (
    <>
      <p style={{ margin: "8px 0 24px" }}>
        <a
          href={webUrl(url)}
          style={{
            display: "inline-block",
            padding: "12px 24px",
            background: "#111827",
            color: "#ffffff",
            textDecoration: "none",
            borderRadius: "6px",
            fontFamily: font,
            fontSize: "16px",
            fontWeight: 600,
          }}
        >
          {label}
        </a>
      </p>
      {/* The address in words too, for mail programs that hide or block buttons. */}
      <p
        style={{
          ...text,
          margin: "0 0 16px",
          fontSize: "13px",
          color: muted,
          wordBreak: "break-all",
        }}
      >
        {url}
      </p>
    </>
  );
}

export function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Paragraph>{block.text}</Paragraph>;
    case "details":
      return <Details rows={block.rows} />;
    case "quote":
      return <Quote label={block.label} text={block.text} />;
    case "button":
      return <Button label={block.label} url={block.url} />;
    case "link":
      return (
        <Paragraph>
          {block.lead}{" "}
          <a href={webUrl(block.url)} style={{ color: "#1d4ed8" }}>
            {block.url}
          </a>
        </Paragraph>
      );
  }
}

export function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "quote":
      return `${block.label}:\n${block.text}`;
    case "button":
      return `${block.label}:\n${webUrl(block.url)}`;
    case "link":
      return `${block.lead} ${webUrl(block.url)}`;
  }
}
