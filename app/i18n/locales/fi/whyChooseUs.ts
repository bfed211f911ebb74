import type sv from "../sv/whyChooseUs";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Miksi valita meidät – laatua, tekoälyä ja henkilökohtaista palvelua",
    description:
      "Kokeneet valokuvaajat, tekoälyä hyödyntävä tuotanto ja palvelu suomeksi, ruotsiksi ja englanniksi. Siksi yksityishenkilöt, yritykset ja urheiluseurat eri puolilla Pohjoismaita valitsevat Nordic Media Studion.",
    keywords:
      "miksi valita meidät, valokuvaaja Uusikaarlepyy, ammattivalokuvaus, tekoälyvideo, valokuvaaja Pohjanmaa, valokuvaaja Pohjoismaat",
  },
  hero: {
    eyebrow: "Miksi me",
    title: "Kuvia ja tarinoita, jotka kestävät – ideasta valmiiseen toimitukseen",
    lead: "Yhdistämme perinteisen valokuvaajan ammattitaidon, modernin tekoälyn ja pohjoismaisen huolellisuuden. Lopputuloksena on kuvia, videoita ja digitaalisia ratkaisuja, joita näytät ylpeänä.",
  },
  sectionsLabel: "Kolme syytä, joilla on merkitystä",
  sections: {
    craft: {
      title: "Ammattitaitoa ja laatua jokaisessa kuvassa",
      lead: "Hyvä kuva ei synny sattumalta. Jokaisen toimituksen takana on kokemusta, oikeat välineet ja tarkka silmä yksityiskohdille.",
      points: {
        experience: {
          title: "Kokeneet kuvaajat",
          text: "Olemme kuvanneet muotokuvia ja häitä, yritystapahtumia ja jääkiekko-otteluita – ja tiedämme, miten hetki saadaan talteen juuri silloin, kun se tapahtuu.",
        },
        equipment: {
          title: "Ammattitason kalusto",
          text: "Valovoimaiset objektiivit, nopeat rungot ja studiosalamat mahdollistavat terävät kuvat myös hämärässä ja vauhdikkaissa tilanteissa.",
        },
        editing: {
          title: "Huolellinen jälkikäsittely",
          text: "Käymme jokaisen kuvan läpi käsin: värit, valo ja rajaus hiotaan niin, että kokonaisuus on viimeistelty.",
        },
        style: {
          title: "Sinun näköisesi ilme",
          text: "Kuuntelemme, miltä haluat näyttää, ja sovitamme tyylin, ympäristön ja kuvakielen sinuun tai brändiisi.",
        },
      },
    },
    innovation: {
      title: "Tekniikka ja tekoäly kärjessä",
      lead: "Otamme uuden tekniikan käyttöön siellä, missä siitä on todellista hyötyä: se säästää aikaa, avaa uusia luovia mahdollisuuksia ja pitää kustannukset kurissa.",
      points: {
        aiEditing: {
          title: "Tekoälyavusteinen editointi",
          text: "Älykkäät työkalut hoitavat rutiinityöt, joten meille jää enemmän aikaa luovaan työhön ja sinä saat kuvasi nopeammin.",
        },
        aiContent: {
          title: "Tekoälyvideot ja uusi sisältö",
          text: "Mainosvideot, esittelyvideot ja tekoälyvaikuttajat syntyvät murto-osassa siitä ajasta, jonka perinteinen tuotanto vaatisi.",
        },
        itUnderOneRoof: {
          title: "Verkkosivut ja IT samasta paikasta",
          text: "Tarvitsevatko kuvat uudet verkkosivut, chatbotin tai automatisoidun työnkulun? Toteutamme nekin – sinulla on yksi yhteyshenkilö.",
        },
        fastDelivery: {
          title: "Nopea toimitus",
          text: "Urheilutapahtuman kuvat ovat yleensä käytössäsi {{days}}\u00a0arkipäivän kuluessa – kun ottelu on vielä kaikkien puheenaiheena.",
        },
      },
    },
    partnership: {
      title: "Luotettavaa ja henkilökohtaista palvelua",
      lead: "Haluamme, että koet olevasi hyvissä käsissä ensimmäisestä sähköpostista viimeiseen toimitukseen – ja palaat mielelläsi uudelleen.",
      points: {
        local: {
          title: "Paikallinen ote, pohjoismainen ulottuvuus",
          text: "Kotipaikkamme on Uusikaarlepyy Pohjanmaalla, ja asiakkaitamme on Suomessa, Ruotsissa, Norjassa ja Tanskassa.",
        },
        languages: {
          title: "Palvelua omalla kielelläsi",
          text: "Asioit kanssamme sujuvasti suomeksi, ruotsiksi tai englanniksi – mikään tärkeä ei huku käännökseen.",
        },
        clearPricing: {
          title: "Selkeät hinnat",
          text: "Tiedät hinnan ennen kuin aloitamme. Ei piilokuluja, ja mahdollisista lisätöistä sovitaan aina etukäteen.",
        },
        longTerm: {
          title: "Pitkäjänteistä yhteistyötä",
          text: "Moni asiakas palaa vuodesta toiseen. Urheiluseurat saavat monivuotisista sopimuksista {{percent}}\u00a0%:n alennuksen.",
        },
      },
    },
  },
  cta: {
    title: "Tehdäänkö jotain hienoa yhdessä?",
    text: "Kerro, mitä sinulla on mielessä, niin teemme ehdotuksen, joka sopii ideaasi ja budjettiisi.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
