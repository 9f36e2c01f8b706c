'use client';

import { FileKey, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CERTIFICATE_MAX_BYTES } from '@/lib/nfse/certificate';
import { uploadNfseCertificate } from '@/server/nfse/actions';
import { ConfirmField } from './fiscal-profile-form';

/**
 * The A1 certificate's upload (D228): the file, its password and the person's own password (or code) again (D230).
 * The server reads and checks it; the size is checked here too so that a wrong file does not travel.
 */
export function CertificateForm({ hasCertificate, usesTotp }: { hasCertificate: boolean; usesTotp: boolean }) {
  const t = useTranslations('nfseProfile');
  const te = useTranslations('nfseErrors');
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [error, setError] = useState<string>();
  const [busy, start] = useTransition();

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(te('certificadoArquivo'));
    if (file.size > CERTIFICATE_MAX_BYTES) return setError(te('certificadoTamanho'));
    if (!senha) return setError(te('certificadoSenhaVazia'));
    if (!confirmacao.trim()) return setError(te(usesTotp ? 'confirmacaoCodigo' : 'confirmacaoSenha'));
    start(async () => {
      const result = await uploadNfseCertificate({ arquivo: file, senha, confirmacao });
      setConfirmacao('');
      if (!result.ok) {
        setError(result.error);
        toast.error(result.error);
        return;
      }
      setError(undefined);
      setSenha('');
      if (fileInput.current) fileInput.current.value = '';
      toast.success(t('certificate.sent'));
      router.refresh();
    });
  };

  return (
    <form onSubmit={send} className="grid gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="nf-certificado">{t('certificate.file')}</Label>
          <Input
            ref={fileInput}
            id="nf-certificado"
            name="arquivo"
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="nf-certificado-senha">{t('certificate.password')}</Label>
          <Input
            id="nf-certificado-senha"
            name="senha"
            type="password"
            autoComplete="off"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
          />
        </div>
      </div>
      <p className="text-sm">{t(usesTotp ? 'confirm.textTotp' : 'confirm.text')}</p>
      <ConfirmField id="nf-certificado-confirmacao" usesTotp={usesTotp} value={confirmacao} onChange={setConfirmacao} />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={busy} className="w-fit">
        {busy ? <Loader2 className="animate-spin" /> : <FileKey />}{' '}
        {busy ? t('certificate.sending') : t(hasCertificate ? 'certificate.replace' : 'certificate.send')}
      </Button>
    </form>
  );
}
