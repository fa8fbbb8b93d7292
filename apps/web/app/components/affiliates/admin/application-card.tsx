import { formatDateTimeSaoPaulo, formatPhone } from "@tostao/core";
import type { AffiliateApplicationJson } from "@tostao/core/affiliates/endpoints";
import { Check, X } from "lucide-react";
import { ExternalLink } from "~/components/site/external-link";
import { Button } from "~/components/ui/button";
import { StatusBadge } from "./status-badge";

interface Props {
  application: AffiliateApplicationJson;
  onReview(status: "approved" | "rejected"): void;
}

/** The two decisions on an application, each disabled once it is the application's status. */
const reviews = [
  { status: "approved", label: "Aprovar", Icon: Check, variant: "default" },
  { status: "rejected", label: "Rejeitar", Icon: X, variant: "outline" },
] as const;

export function ApplicationCard({ application: a, onReview }: Props) {
  const titleId = `application-${a.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {a.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            Enviado em {formatDateTimeSaoPaulo(new Date(a.createdAt))}
            {a.reviewedAt ? ` · revisado em ${formatDateTimeSaoPaulo(new Date(a.reviewedAt))}` : ""}
          </p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">WhatsApp</dt>
          <dd>
            <ExternalLink href={`https://wa.me/${a.whatsapp}`} className="text-primary underline">
              {formatPhone(a.whatsapp)}
            </ExternalLink>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">
            <a href={`mailto:${a.email}`} className="text-primary underline">
              {a.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Trabalho atual</dt>
          <dd className="whitespace-pre-line">{a.currentWork}</dd>
        </div>
        <div>
          <dt className="font-semibold">Canais de divulgação</dt>
          <dd className="whitespace-pre-line">{a.audienceChannels}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">Experiência com marketing</dt>
          <dd className="whitespace-pre-line">{a.experienceDetails}</dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-2">
        {reviews.map(({ status, label, Icon, variant }) => (
          <Button
            key={status}
            size="sm"
            variant={variant}
            onClick={() => onReview(status)}
            disabled={a.status === status}
            aria-label={`${label} ${a.name}`}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </div>
    </article>
  );
}
