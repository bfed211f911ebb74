import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { Block, font, Paragraph, type MailBlock } from "./mail-blocks";
import { studioAddress } from "./studio-address";

export type MailDocumentProps = {
  language: Language;
  subject: string;
  heading: string;
  greeting?: string;
  blocks: MailBlock[];
  signOff?: string;
};

/** The frame every mail shares: the business's name on top, its address and contacts below. */
export function MailDocument({
  language,
  subject,
  heading,
  greeting,
  blocks,
  signOff,
}: MailDocumentProps) {
  const { business } = currentSettings();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f3f4f6" }}>
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ width: "100%", background: "#f3f4f6" }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    width: "100%",
                    maxWidth: "600px",
                    background: "#ffffff",
                    borderRadius: "8px",
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "20px 32px",
                          borderBottom: "1px solid #e5e7eb",
                          fontFamily: font,
                          fontSize: "18px",
                          fontWeight: 700,
                          color: "#111827",
                        }}
                      >
                        {business.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px 32px 12px" }}>
                        <h1
                          style={{
                            margin: "0 0 20px",
                            fontFamily: font,
                            fontSize: "22px",
                            lineHeight: "1.3",
                            color: "#111827",
                          }}
                        >
                          {heading}
                        </h1>
                        {greeting && <Paragraph>{greeting}</Paragraph>}
                        {blocks.map((block, index) => (
                          <Block key={index} block={block} />
                        ))}
                        {signOff && (
                          <Paragraph>
                            {signOff}
                            <br />
                            {business.name}
                          </Paragraph>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 32px 24px",
                          borderTop: "1px solid #e5e7eb",
                          fontFamily: font,
                          fontSize: "12px",
                          lineHeight: "1.6",
                          color: "#6b7280",
                        }}
                      >
                        {business.name} · {studioAddress(language)}
                        <br />
                        <a href={`mailto:${business.email}`} style={{ color: "#6b7280" }}>
                          {business.email}
                        </a>{" "}
                        · {business.phone}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
