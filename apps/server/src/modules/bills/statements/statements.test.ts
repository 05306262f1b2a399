import { describe, expect, it } from "vitest";
import { proposeMatches } from "./matchStatement.ts";
import { parseStatement } from "./parseStatement.ts";
import { parseAmountCents, parseStatementDate } from "./statementAmounts.ts";

// An OFX 1.02 (SGML) as Brazilian banks export it: no closing tags on the leaves, windows-1252.
const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260310120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0001<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260301<DTEND>20260310
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260305120000[-3:BRT]<TRNAMT>150.00<FITID>20260305001<MEMO>PIX RECEBIDO JOAO DA SILVA QDR17
</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260306<TRNAMT>-45.90<FITID>20260306002<MEMO>TARIFA
</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260308<TRNAMT>80.50<FITID>20260308003<MEMO>PIX RECEBIDO CLUBE ATLETICO
</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>184.60<DTASOF>20260310</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>`;

const csv = (text: string) => Buffer.from(text, "utf8");

describe("bank statement parsing", () => {
  it("reads amounts in cents without floating point", () => {
    expect(parseAmountCents("1.234,56")).toBe(123456);
    expect(parseAmountCents("-1234.56")).toBe(-123456);
    expect(parseAmountCents("R$ 150,00")).toBe(15000);
    expect(parseAmountCents("1.500")).toBe(150000);
    expect(parseAmountCents("0.1")).toBe(10);
    expect(parseAmountCents("150,00 D")).toBe(-15000);
    expect(parseAmountCents("(20,00)")).toBe(-2000);
    expect(parseAmountCents("abc")).toBeNull();
    expect(parseAmountCents("1,234")).toBeNull();
  });

  it("reads Brazilian, ISO and OFX dates", () => {
    expect(parseStatementDate("05/03/2026")).toBe("2026-03-05");
    expect(parseStatementDate("05/03/26")).toBe("2026-03-05");
    expect(parseStatementDate("2026-03-05")).toBe("2026-03-05");
    expect(parseStatementDate("20260305120000[-3:BRT]")).toBe("2026-03-05");
    expect(parseStatementDate("31/02/2026")).toBeNull();
    expect(parseStatementDate("Saldo anterior")).toBeNull();
  });

  it("reads an OFX statement with each line's FITID", () => {
    expect(parseStatement(Buffer.from(OFX, "latin1"), "extrato.ofx")).toEqual([
      {
        fitid: "ofx:20260305001",
        postedOn: "2026-03-05",
        description: "PIX RECEBIDO JOAO DA SILVA QDR17",
        amountCents: 15000,
      },
      { fitid: "ofx:20260306002", postedOn: "2026-03-06", description: "TARIFA", amountCents: -4590 },
      {
        fitid: "ofx:20260308003",
        postedOn: "2026-03-08",
        description: "PIX RECEBIDO CLUBE ATLETICO",
        amountCents: 8050,
      },
    ]);
  });

  it("reads the CSV layouts of the big banks", () => {
    // Banco do Brasil: quoted, comma separated, Entrada/Saída in a type column.
    const bb = parseStatement(
      csv(`"Data","Lançamento","Detalhes","N° documento","Valor","Tipo Lançamento"
"05/03/2026","Pix - Recebido","05/03 10:01 JOAO DA SILVA QDR17","1","150,00","Entrada"
"06/03/2026","Tarifa","Pacote","2","45,90","Saída"
"00/00/0000","Saldo do dia","","","104,10",""`),
      "bb.csv",
    );
    expect(bb.map(({ postedOn, amountCents }) => [postedOn, amountCents])).toEqual([
      ["2026-03-05", 15000],
      ["2026-03-06", -4590],
    ]);
    expect(bb[0]!.description).toContain("QDR17");
    // Itaú / Inter: semicolons, lines above the header, a balance column that is not the amount.
    const inter = parseStatement(
      csv(`Extrato Conta Corrente
Conta ;12345-6
Período ;01/03/2026 a 10/03/2026

Data Lançamento;Histórico;Descrição;Valor;Saldo
05/03/2026;Pix recebido;JOAO DA SILVA;1.150,00;1.150,00
06/03/2026;Pix enviado;FORNECEDOR;-45,90;1.104,10`),
      "inter.csv",
    );
    expect(inter.map(({ amountCents, description }) => [amountCents, description])).toEqual([
      [115000, "Pix recebido JOAO DA SILVA"],
      [-4590, "Pix enviado FORNECEDOR"],
    ]);
    // Bradesco / Caixa: separate credit and debit columns.
    const bradesco = parseStatement(
      csv(`Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)
05/03/26;PIX QRS JOAO QDR17;123;150,00;;150,00
06/03/26;TARIFA;124;;45,90;104,10`),
      "bradesco.csv",
    );
    expect(bradesco.map((line) => line.amountCents)).toEqual([15000, -4590]);
    // Nubank: ISO-like columns, dot decimals.
    const nubank = parseStatement(
      csv(`Data,Valor,Identificador,Descrição
05/03/2026,150.00,6a1b,Transferência recebida pelo Pix - JOAO
05/03/2026,150.00,6a1c,Transferência recebida pelo Pix - JOAO`),
      "nubank.csv",
    );
    // Two identical rows stay two lines with different fingerprints.
    expect(nubank).toHaveLength(2);
    expect(nubank[0]!.fitid).not.toBe(nubank[1]!.fitid);
    // The same file again gives the same fingerprints: uploading it twice matches nothing twice.
    expect(parseStatement(csv(`Data,Valor,Descrição\n05/03/2026,150.00,X`), "a.csv")[0]!.fitid).toBe(
      parseStatement(csv(`Data,Valor,Descrição\n05/03/2026,150.00,X`), "b.csv")[0]!.fitid,
    );
  });

  it("refuses a CSV without the columns, naming what it needs", () => {
    expect(() => parseStatement(csv("nome;idade\nana;3"), "x.csv")).toThrow(/Data, Histórico/);
  });
});

describe("statement matching", () => {
  const line = (fitid: string, postedOn: string, amountCents: number, description = "PIX RECEBIDO") => ({
    fitid,
    postedOn,
    amountCents,
    description,
  });

  it("matches by txid first, even far from the due date, and never the same bill twice", () => {
    const bills = [
      { id: "b1", txid: "QDR1", totalCents: 15000, dueOn: "2026-03-10" },
      { id: "b12", txid: "QDR12", totalCents: 15000, dueOn: "2026-01-10" },
    ];
    expect(
      proposeMatches(
        [line("l1", "2026-05-01", 15000, "PIX QDR12"), line("l2", "2026-05-02", 15000, "PIX QDR12 again")],
        bills,
      ),
    ).toEqual([{ fitid: "l1", billId: "b12", reason: "txid" }]);
  });

  it("matches by exact amount near the due date, leaving ties and debits alone", () => {
    const bills = [
      { id: "a", txid: null, totalCents: 8050, dueOn: "2026-03-10" },
      { id: "b", txid: null, totalCents: 9000, dueOn: "2026-03-10" },
      { id: "c", txid: null, totalCents: 9000, dueOn: "2026-03-10" },
      { id: "d", txid: null, totalCents: 7000, dueOn: "2026-01-01" },
    ];
    expect(
      proposeMatches(
        [
          line("l1", "2026-03-08", 8050),
          line("l2", "2026-03-08", 9000),
          line("l3", "2026-03-08", 7000),
          line("l4", "2026-03-08", -8050),
        ],
        bills,
      ),
    ).toEqual([{ fitid: "l1", billId: "a", reason: "amount_date" }]);
  });

  it("never proposes one credit or one bill twice on generated statements", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const bills = Array.from({ length: 300 }, (_, index) => ({
      id: `b${index}`,
      txid: random() < 0.5 ? `QDR${index}` : null,
      totalCents: 1000 + Math.floor(random() * 20) * 500,
      dueOn: `2026-03-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`,
    }));
    const lines = Array.from({ length: 400 }, (_, index) => {
      const bill = bills[Math.floor(random() * bills.length)]!;
      return line(
        `l${index}`,
        bill.dueOn,
        bill.totalCents,
        random() < 0.5 && bill.txid ? `PIX ${bill.txid}` : "PIX",
      );
    });
    const proposals = proposeMatches(lines, bills);
    expect(new Set(proposals.map((p) => p.fitid)).size).toBe(proposals.length);
    expect(new Set(proposals.map((p) => p.billId)).size).toBe(proposals.length);
    for (const proposal of proposals) {
      const bill = bills.find((b) => b.id === proposal.billId)!;
      const matched = lines.find((l) => l.fitid === proposal.fitid)!;
      if (proposal.reason === "txid") expect(matched.description).toContain(bill.txid);
      else expect(matched.amountCents).toBe(bill.totalCents);
    }
  });
});
