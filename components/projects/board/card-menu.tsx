'use client';

import { Eye, MoreHorizontal, MoveRight, Pencil, Trash2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { BoardProject } from '@/lib/projects/board';
import { BOARD_STATUSES, BOARD_STATUS_STYLE } from '@/lib/projects/status';
import { cn } from '@/lib/utils';
import { MENU_BUTTON_CLASS } from './menu-button';
import type { CardActions } from './project-card';

/**
 * A card's "…" menu (Ver, Editar, Mover para, Excluir). Loaded when a card's menu button is first
 * pressed (D80: the Radix menu is not in the board's first load); it then opens at once.
 */
export default function CardMenu({ project, actions }: { project: BoardProject; actions: CardActions }) {
  const t = useTranslations('projects');
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={MENU_BUTTON_CLASS}
          aria-label={t('card.menu', { name: project.name })}
          data-no-drag
        >
          <MoreHorizontal className="size-4" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem asChild>
          <Link href={`/projeto/${project.id}`}>
            <Eye /> {t('card.view')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/projeto/${project.id}/editar`}>
            <Pencil /> {t('card.edit')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <MoveRight /> {t('card.moveTo')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {BOARD_STATUSES.filter((status) => status !== project.status).map((status) => (
              <DropdownMenuItem key={status} onSelect={() => actions.onMoveTo(project.id, status)}>
                <span className={cn('size-2 rounded-full', BOARD_STATUS_STYLE[status].dot)} aria-hidden />
                {t(`boardStatus.${status}`)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(project)}>
          <Trash2 /> {t('card.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
