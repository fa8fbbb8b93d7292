import { searchTopics } from "@tostao/core/help/search-topics";
import { Search, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { island } from "~/islands/island";
import { scrollToId } from "~/lib/scroll";
import { cn } from "~/lib/utils";
import { helpTopics } from "./content/topics";
import { type HelpTopic, sectionNames } from "./content/types";
import { focusSection } from "./focus-section";

/**
 * The hero's search: a combobox over the help topics, searched locally. Choosing a topic (click,
 * Enter or Buscar) scrolls to its section, closes the list and clears the query.
 */
function SearchBox() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  // One search per page; fixed ids read the same in the pre-rendered HTML and in the browser.
  const listId = "help-search-results";
  const inputId = "help-search-input";
  const results = useMemo(() => searchTopics(query, helpTopics), [query]);
  const hasQuery = query.trim() !== "";
  const showList = open && hasQuery && results.length > 0;
  const showEmpty = open && hasQuery && results.length === 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function choose(topic: HelpTopic | undefined) {
    if (!topic) return;
    setOpen(false);
    setActive(-1);
    setQuery("");
    scrollToId(topic.sectionId);
    focusSection(topic.sectionId);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    choose(results[active] ?? results[0]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (!open || current < 0) return step === 1 ? 0 : results.length - 1;
        return (current + step + results.length) % results.length;
      });
    } else if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div ref={container} className="relative mx-auto w-full max-w-2xl text-left">
      <search aria-label="Buscar na central de ajuda">
        <form onSubmit={onSubmit} className="flex gap-2">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              O que você quer aprender?
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="Ex.: áudio, lembrete, editar registro"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={showList ? listId : undefined}
              aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(-1);
                setOpen(event.target.value.trim() !== "");
              }}
              onFocus={() => setOpen(hasQuery)}
              onKeyDown={onKeyDown}
              className="h-12 w-full rounded-lg border border-input bg-background pr-11 pl-10 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            {hasQuery ? (
              <button
                type="button"
                aria-label="Limpar busca"
                onClick={() => {
                  setQuery("");
                  setOpen(false);
                  setActive(-1);
                }}
                className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="h-12">
            Buscar
          </Button>
        </form>
      </search>

      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Tópicos encontrados"
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          {results.map((topic, index) => {
            const Icon = topic.icon;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                key={topic.id}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(topic)}
                onPointerMove={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-md p-3",
                  index === active ? "bg-muted" : "hover:bg-muted",
                )}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block font-semibold">{topic.title}</span>
                  <span className="block text-sm text-muted-foreground">{topic.description}</span>
                  <span className="mt-1 block text-xs font-semibold text-primary">
                    Seção: {sectionNames[topic.sectionId]}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      ) : null}
      {showEmpty ? (
        <p className="absolute inset-x-0 top-full z-30 mt-2 rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-lg">
          Nenhum resultado para “{query.trim()}”. Tente palavras como áudio, lembrete ou relatório.
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {showList
          ? `${results.length} ${results.length === 1 ? "tópico encontrado" : "tópicos encontrados"}`
          : ""}
        {showEmpty ? `Nenhum resultado para “${query.trim()}”` : ""}
      </p>
    </div>
  );
}

export const HelpSearch = island("help-search", SearchBox);
