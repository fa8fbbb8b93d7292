import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";

const LEGAL_LAST_UPDATED = "17 de abril de 2025";

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal document: title, last update, a numbered index and the numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <SiteHeader />
      <main className="px-4 py-12">
        <article className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Última atualização: {LEGAL_LAST_UPDATED}</p>
          <div className="mt-6 space-y-3 leading-relaxed">{intro}</div>
          <nav aria-label="Índice" className="mt-8 rounded-xl border border-border bg-muted/50 p-5">
            <p className="font-bold">Índice</p>
            <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.title}>
                  <a className="hover:underline" href={`#secao-${index + 1}`}>
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={`secao-${index + 1}`}
              className="below-fold mt-10 scroll-mt-20 [contain-intrinsic-size:auto_400px]"
            >
              <h2 className="text-xl font-extrabold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </>
  );
}
